import type { Dictionary } from '@/lib/i18n/locales/en-US'

/**
 * The heading of a marketing site's blog list: "Category: x", "Tag: #x", or the blog's own title
 * with the page number ("From the blog · Page 2") on page n of the home.
 */
export function blogHeading(t: Pick<Dictionary, 'COMMON'>, blogTitle: string, list: { category?: string | null; tag?: string | null; page: number }): string {
  if (list.category) return `${t.COMMON.CATEGORY}: ${list.category}`
  if (list.tag) return `${t.COMMON.TAG}: #${list.tag}`
  return list.page > 1 ? `${blogTitle} · ${t.COMMON.PAGE} ${list.page}` : blogTitle
}
