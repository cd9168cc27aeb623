import { FILE_URL_LIFETIME_MS, iso, type OfficialContext } from './official-context'

/** Files Notion hosts itself: the official API gives them as signed URLs that expire. */
export function isNotionHosted(url: string): boolean {
  return url.startsWith('attachment:') || /^https:\/\/[^/]*(amazonaws\.com|notion-static\.com|notionusercontent\.com)\//.test(url)
}

type File = { type: 'external'; external: { url: string } } | { type: 'file'; file: { url: string; expiry_time: string } }

/** A record map's file address as the official API gives it: external, or Notion's signed URL with its expiry. */
export function toOfficialFile(context: OfficialContext, url: string): File {
  if (!isNotionHosted(url)) return { type: 'external', external: { url } }
  return { type: 'file', file: { url: context.workspace.signFile?.(url) ?? context.workspace.signedUrls.get(url) ?? url, expiry_time: iso(context.now() + FILE_URL_LIFETIME_MS) } }
}

/** Text that is no address (an emoji): an icon of its own kind. */
export function toOfficialIcon(context: OfficialContext, icon: unknown): File | { type: 'emoji'; emoji: string } | null {
  if (typeof icon !== 'string' || !icon) return null
  return /[/:]/.test(icon) ? toOfficialFile(context, icon) : { type: 'emoji', emoji: icon }
}
