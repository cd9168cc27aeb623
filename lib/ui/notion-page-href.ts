import { uuidToId } from 'notion-utils'

/** Map key for a Notion page id, dashed or not. */
export function pageIdKey(id: string): string {
  return uuidToId(id).toLowerCase()
}

/**
 * Where a link to Notion page `id` inside a post goes: the post's own href when the site knows it,
 * else `/{id without dashes}` (a sub-page served by the slug route).
 */
export function notionPageHref(id: string, hrefById: ReadonlyMap<string, string>): string {
  return hrefById.get(pageIdKey(id)) ?? `/${uuidToId(id)}`
}
