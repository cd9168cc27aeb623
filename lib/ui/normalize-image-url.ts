/**
 * An image URL reduced to what names the file, for comparing two references to one image
 * (a signed URL and its plain form, a cover and its thumbnail): protocol, `www.`, hash and query go.
 */
export function normalizeImageUrl(url: string | null | undefined): string {
  if (!url) return ''
  return url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^\/\//, '')
    .replace(/^www\./i, '')
    .replace(/[?#].*$/, '')
}
