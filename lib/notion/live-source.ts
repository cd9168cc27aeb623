import { NotionAPI } from 'notion-client'
import type { ExtendedRecordMap, SearchParams, SearchResults } from 'notion-types'
import type { FetchOptions } from 'ofetch'
import type { NotionSource } from './types'

/** notion-client's own default; named here so logs say where a live source points. */
const NOTION_API_BASE_URL = 'https://app.notion.com/api/v3'

export interface LiveSourceOptions {
  /** Another server speaking Notion's API (a local test server, a proxy). */
  apiBaseUrl?: string
  /** `token_v2` cookie of a Notion session, for private workspaces. */
  authToken?: string
  activeUser?: string
  /** Passed to every request (`{ retry: 0 }` in tests: notion-client otherwise waits a minute on a 429). */
  ofetchOptions?: FetchOptions
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * A NotionSource that asks Notion (or any server speaking its API) through notion-client: a page
 * comes with its collections queried and its file URLs signed, as the renderer needs it.
 */
export function createLiveSource(options: LiveSourceOptions = {}): NotionSource {
  const apiBaseUrl = options.apiBaseUrl?.replace(/\/+$/, '') || NOTION_API_BASE_URL
  const notion = new NotionAPI({
    apiBaseUrl,
    ...(options.authToken && { authToken: options.authToken }),
    ...(options.activeUser && { activeUser: options.activeUser }),
    ...(options.ofetchOptions && { ofetchOptions: options.ofetchOptions })
  })
  const name = `live ${apiBaseUrl}`
  return {
    name,

    async getPage(pageId: string): Promise<ExtendedRecordMap> {
      try {
        return await notion.getPage(pageId)
      } catch (error) {
        throw new Error(`${name}: cannot fetch page ${pageId}: ${describe(error)}`, { cause: error })
      }
    },

    async search(params: SearchParams): Promise<SearchResults> {
      try {
        return await notion.search(params)
      } catch (error) {
        throw new Error(`${name}: search for "${params.query}" failed: ${describe(error)}`, { cause: error })
      }
    }
  }
}
