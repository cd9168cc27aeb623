/** Spec §5: a link is usable when it is a site path or an http(s) address. */
export function isValidUrl(url: string | null | undefined): boolean {
  if (typeof url !== 'string') return false
  return url.startsWith('/') || /^https?:/i.test(url)
}
