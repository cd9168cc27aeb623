/** A comment as the recent-comments card shows it: plain text only, never the comment's HTML. */
export interface RecentComment {
  id: string
  author: string
  text: string
  /** Site path of the page commented on, with the comment's anchor when known. */
  href: string
  /** Milliseconds since the epoch; 0 when unknown. */
  time: number
}

/** Waline's address for its `count` latest comments. */
export function walineRecentUrl(serverUrl: string, count: number): string {
  return `${serverUrl}/api/comment?type=recent&count=${encodeURIComponent(String(count))}`
}

/** The text of a comment's HTML: tags dropped, the common entities decoded, white space folded. */
export function commentText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

type Row = Record<string, unknown>
const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')
const timeOf = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) || 0 : 0)
/** Only a site path is followed: a comment system must not send the reader off the site. */
const sitePath = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? url : '')

/**
 * Waline's answer to a recent-comments request as comments: its v2 servers answer a bare list, v3
 * servers `{ errno, data }`. A malformed answer or an error is thrown with what was wrong.
 */
export function parseWalineRecent(body: unknown): RecentComment[] {
  const rows = Array.isArray(body) ? body : body && typeof body === 'object' && Array.isArray((body as Row).data) ? ((body as Row).data as unknown[]) : null
  if (!rows) {
    const message = body && typeof body === 'object' ? str((body as Row).errmsg) : ''
    throw new Error(`Waline did not answer a list of comments${message ? `: ${message}` : ''}`)
  }
  return rows.flatMap((raw) => {
    if (!raw || typeof raw !== 'object') return []
    const row = raw as Row
    const id = str(row.objectId) || str(row.id)
    const path = sitePath(str(row.url))
    if (!id || !path) return []
    return [{ id, author: str(row.nick), text: commentText(str(row.comment)), href: `${path}#${id}`, time: timeOf(row.insertedAt ?? row.time ?? row.createdAt) }]
  })
}

/** Twikoo's `getRecentComments` answer as comments. */
export function parseTwikooRecent(rows: unknown): RecentComment[] {
  if (!Array.isArray(rows)) throw new Error('Twikoo did not answer a list of comments')
  return rows.flatMap((raw) => {
    if (!raw || typeof raw !== 'object') return []
    const row = raw as Row
    const id = str(row.id)
    const path = sitePath(str(row.url))
    if (!id || !path) return []
    return [{ id, author: str(row.nick), text: commentText(str(row.commentText) || str(row.comment)), href: `${path}#${id}`, time: timeOf(row.created) }]
  })
}
