import type { Block, ExtendedRecordMap } from 'notion-types'
import { getTextContent } from 'notion-utils'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { NotionRenderer } from 'react-notion-x'
import { NOTION_BODY_ROOT_ID } from '@/lib/notion/render/notion-body-record-map'
import { type ImageUrlSettings, notionImageUrl } from '@/lib/urls/notion-image-url'
import { cleanFeedHtml } from './clean-feed-html'
import { feedRecordMap, type HeavyBlockKind } from './feed-record-map'

export interface FeedContentOptions {
  /** The post's absolute URL: relative links resolve against it, heavy blocks link to it. */
  postUrl: string
  /** A Notion page id's absolute URL: a post the site knows at its href, another page below the post. */
  pageUrl: (pageId: string) => string
  /** The text of the link standing for a heavy block (HEAVY_BLOCK_KINDS). */
  label: (kind: HeavyBlockKind) => string
  /** How image addresses are built, as on the site's pages; the defaults when absent. */
  imageUrls?: ImageUrlSettings
}

/** A code block as readers show code: preformatted text, its language as a class they may use. */
function FeedCode({ block }: { block: Block }) {
  const language = getTextContent((block.properties as { language?: Parameters<typeof getTextContent>[0] } | undefined)?.language).toLowerCase()
  const code = getTextContent((block.properties as { title?: Parameters<typeof getTextContent>[0] } | undefined)?.title)
  return (
    <pre>
      <code {...(language && { className: `language-${language.replace(/\s+/g, '-')}` })}>{code}</code>
    </pre>
  )
}

/** An equation as its TeX source: readers draw no math, and TeX is how it was written. */
function FeedEquation({ math, block, inline }: { math?: string; block?: Block; inline?: boolean }) {
  const tex = math ?? getTextContent((block?.properties as { title?: Parameters<typeof getTextContent>[0] } | undefined)?.title)
  return inline ? <code>{tex}</code> : <pre><code>{tex}</code></pre>
}

/** A to-do's box as a character, since readers strip the drawn one. */
function FeedCheckbox({ isChecked }: { isChecked: boolean }) {
  return <span>{isChecked ? '☑ ' : '☐ '}</span>
}

function FeedLink({ href, children }: { href?: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>
}

/** Stands in for a renderer a feed never needs: heavy blocks were replaced by links before rendering. */
function Nothing() {
  return null
}

const COMPONENTS = {
  Code: FeedCode,
  Equation: FeedEquation,
  Checkbox: FeedCheckbox,
  Link: FeedLink,
  PageLink: FeedLink,
  Collection: Nothing,
  Pdf: Nothing,
  Tweet: Nothing,
  Modal: Nothing
}

/**
 * A post's body as feed HTML: drawn by react-notion-x, the renderer of the site's pages, on the
 * server (react-dom/server), then cleaned for feed readers (cleanFeedHtml): headings, lists,
 * quotes, code, tables and images kept, every link and image absolute, classes, styles and anything
 * that runs left out. Blocks a reader cannot run (video, embeds, databases, PDFs) are links to the post.
 */
export function renderFeedContent(recordMap: ExtendedRecordMap, options: FeedContentOptions): string {
  const pageId = Object.keys(recordMap.block)[0] ?? ''
  const body = feedRecordMap(recordMap, pageId, options.postUrl, options.label)
  const html = renderToStaticMarkup(
    <NotionRenderer
      recordMap={body}
      blockId={NOTION_BODY_ROOT_ID}
      fullPage={false}
      components={COMPONENTS}
      mapPageUrl={options.pageUrl}
      mapImageUrl={(url: string | undefined, block: Block) => notionImageUrl(url, block, options.imageUrls)}
      isImageZoomable={false}
    />
  )
  return cleanFeedHtml(html, options.postUrl)
}
