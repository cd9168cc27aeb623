/**
 * The official API's shapes, as @notionhq/client declares them: the source reads them and the test
 * server (scripts/notion-server/official) writes them, so both sides are held to one declaration.
 */
export type {
  BlockObjectResponse,
  DatabaseObjectResponse,
  DataSourceObjectResponse,
  PageObjectResponse,
  PartialUserObjectResponse,
  RichTextItemResponse,
  UserObjectResponse
} from '@notionhq/client'
import type { BlockObjectResponse, Client, DataSourceObjectResponse, PageObjectResponse, RichTextItemResponse } from '@notionhq/client'

/** One value of a page's `properties`, keyed by column name. */
export type PagePropertyValue = PageObjectResponse['properties'][string]

/** One column of a data source's schema, keyed by column name. */
export type DataSourceProperty = DataSourceObjectResponse['properties'][string]

/** Any official block kind's name: `paragraph`, `heading_1`, `child_database`, ... */
export type OfficialBlockType = BlockObjectResponse['type']

/** An icon or cover as the official API gives it (emoji, external or Notion-hosted file). */
export type OfficialIcon = NonNullable<PageObjectResponse['icon']>
export type OfficialCover = NonNullable<PageObjectResponse['cover']>

/** A list endpoint's answer: one page of results and the cursor of the next. */
export interface OfficialList<T> {
  object: 'list'
  results: T[]
  has_more: boolean
  next_cursor: string | null
}

export type OfficialRichText = RichTextItemResponse[]

/** The fetch @notionhq/client sends its requests through. */
export type OfficialFetch = NonNullable<NonNullable<ConstructorParameters<typeof Client>[0]>['fetch']>
