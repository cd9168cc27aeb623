/** One Notion workspace of a multi-language site; `prefix` null is the default language's, served at /. */
export interface LocaleWorkspace {
  prefix: string | null
  pageId: string
}

const PREFIX = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i

/**
 * Reads NOTION_PAGE_ID as one workspace per language: `rootId,en:enRootId,ja-JP:jaRootId`. The
 * entry without a prefix is the default language's and comes first; each prefixed one is served
 * under `/{prefix}`. A single id is a one-language site.
 *
 * @throws Error naming the entry when one is malformed or a prefix repeats
 */
export function parseLocaleWorkspaces(notionPageId: string): LocaleWorkspace[] {
  const entries = notionPageId
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const workspaces = entries.map((entry): LocaleWorkspace => {
    const colon = entry.indexOf(':')
    if (colon < 0) return { prefix: null, pageId: entry }
    const prefix = entry.slice(0, colon).trim()
    const pageId = entry.slice(colon + 1).trim()
    if (!PREFIX.test(prefix) || !pageId) throw new Error(`NOTION_PAGE_ID: "${entry}" is not "language:pageId" (e.g. "en:0123abcd...")`)
    return { prefix, pageId }
  })
  const seen = new Set<string>()
  for (const { prefix } of workspaces) {
    const key = prefix?.toLowerCase() ?? ''
    if (seen.has(key)) throw new Error(`NOTION_PAGE_ID: ${prefix ? `the language "${prefix}"` : 'the default workspace'} is given twice`)
    seen.add(key)
  }
  return workspaces.sort((a, b) => (a.prefix === null ? -1 : b.prefix === null ? 1 : 0))
}
