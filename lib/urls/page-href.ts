/**
 * The href of page `page` of a list whose first page is `basePath` (docs/behaviour.md §2): page 1 is the base
 * path itself, page n is `${basePath}/page/n`, and home's pages are `/page/n`.
 */
export function pageHref(basePath: string, page: number): string {
  const base = basePath.replace(/\/+$/, '')
  if (!Number.isInteger(page) || page <= 1) return base || '/'
  return `${base}/page/${page}`
}
