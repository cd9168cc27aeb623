/** A link a notice may render: site paths, http(s) and mailto; never `javascript:` or data URLs. */
export function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|https?:\/\/|mailto:)/i.test(href.trim())
}
