import { parsePageId, uuidToId } from 'notion-utils'

/** Map key for a Notion page id, dashed or not. */
export function pageIdKey(id: string): string {
  return uuidToId(id).toLowerCase()
}

/**
 * The site path a page's sub-pages hang from: the current path without its query and hash, and,
 * when it is itself a sub-page (`/article/post/{its id}`), without that id. Every sub-page of a
 * post, however deep, is served at `{post href}/{sub-page id}`.
 */
export function subPageBase(asPath: string, pageId: string): string {
  const path = asPath.split(/[?#]/, 1)[0] ?? ''
  const segments = path.split('/').filter(Boolean)
  const last = segments.at(-1)
  const own = pageId && last ? parsePageId(last) === parsePageId(pageId) : false
  const kept = own ? segments.slice(0, -1) : segments
  return kept.length > 0 ? `/${kept.join('/')}` : ''
}

/**
 * Where a link to Notion page `id` inside a post goes: the post's own href when the site knows it,
 * else `{base}/{id without dashes}`, the sub-page route below the post being read (see subPageBase).
 */
export function notionPageHref(id: string, hrefById: ReadonlyMap<string, string>, base = ''): string {
  return hrefById.get(pageIdKey(id)) ?? `${base}/${uuidToId(id)}`
}
