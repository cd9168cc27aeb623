/** True for a path on this site (`/tag/x`), false for other origins (`https://...`, `//cdn`, `mailto:`). */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}

/**
 * `href` with `?theme=` set to `theme`, keeping its own query and hash, so a visitor who picked a
 * theme through the URL keeps it while navigating (docs/behaviour.md §2). Other origins and an empty theme pass
 * through unchanged.
 */
export function withThemeQuery(href: string, theme: string | null | undefined): string {
  if (!theme || !isInternalHref(href)) return href
  const hashAt = href.indexOf('#')
  const hash = hashAt >= 0 ? href.slice(hashAt) : ''
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '')
  params.set('theme', theme)
  return `${path}?${params.toString()}${hash}`
}
