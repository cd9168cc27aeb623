import type { NotionParts } from './notion-parts'

/** Marks the element holding react-notion-x's output; its value is the page id. */
export const NOTION_ISLAND_ATTRIBUTE = 'data-notion-island'

/**
 * react-notion-x lays a page's blocks out in a flex column (.notion-page-content-inner); the body
 * starts from a plain container (see notionBodyRecordMap) inside the island, which gets the same
 * layout. As Tailwind classes the rule ships in the global sheet, present before any chunk arrives.
 */
export const NOTION_BODY_LAYOUT = '[&>.notion-sync-block]:flex [&>.notion-sync-block]:flex-col [&>.notion-sync-block]:items-start'

/**
 * True when the page's blocks need no script once drawn: no code (Prism highlights in the
 * browser), no equations, databases or PDFs. Such a body can stay the server's HTML.
 */
export function canStayServerHtml(parts: NotionParts): boolean {
  return !parts.code && !parts.equation && !parts.collection && !parts.pdf
}

/**
 * The HTML the server drew for page `pageId`, when it is in the document (the page is being
 * hydrated, or redrawn in place); null in the server and after a client-side navigation, when
 * the body has to be rendered.
 */
export function readServerIsland(pageId: string): string | null {
  if (typeof document === 'undefined' || !pageId) return null
  for (const element of document.querySelectorAll(`[${NOTION_ISLAND_ATTRIBUTE}]`)) {
    if (element.getAttribute(NOTION_ISLAND_ATTRIBUTE) === pageId) return element.innerHTML
  }
  return null
}
