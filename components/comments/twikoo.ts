import { loadScript } from '@/components/external/load-resource'

/** The part of Twikoo's browser API the site calls (twikoo.js.org/api): none of it needs `init` first. */
export interface TwikooApi {
  getRecentComments(options: { envId: string; pageSize: number; includeReply: boolean }): Promise<unknown>
  getCommentsCount(options: { envId: string; urls: string[]; includeReply: boolean }): Promise<unknown>
}

/** Twikoo's script (COMMENT_TWIKOO_CDN_URL), loaded once a page life, and the `twikoo` it defines. */
export async function loadTwikoo(scriptUrl: string): Promise<TwikooApi> {
  await loadScript(scriptUrl)
  const twikoo = (window as unknown as { twikoo?: TwikooApi }).twikoo
  if (!twikoo) throw new Error(`${scriptUrl} loaded but defined no twikoo`)
  return twikoo
}

/**
 * Twikoo's `getCommentsCount` answer (`[{ url, count }]`) as counts by site path. Rows without a
 * path or a whole count are skipped; an answer that is not a list is thrown.
 */
export function parseTwikooCounts(rows: unknown): Map<string, number> {
  if (!Array.isArray(rows)) throw new Error('Twikoo did not answer a list of comment counts')
  const counts = new Map<string, number>()
  for (const row of rows) {
    const { url, count } = (row ?? {}) as { url?: unknown; count?: unknown }
    if (typeof url === 'string' && Number.isInteger(count) && (count as number) >= 0) counts.set(url, count as number)
  }
  return counts
}
