/** A Notion id: 32 hex digits, dashed 8-4-4-4-12 or not (spec §5). */
const NOTION_ID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i

/** True when `value` is a Notion id, with or without dashes. */
export function isNotionId(value: string | null | undefined): boolean {
  return typeof value === 'string' && NOTION_ID.test(value)
}

/** A Notion id shown as Notion shows it, lower case 8-4-4-4-12; null when `value` is not one. */
export function formatNotionId(value: string | null | undefined): string | null {
  if (!isNotionId(value)) return null
  const hex = (value as string).replaceAll('-', '').toLowerCase()
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
