/** The list of posts in category `name`. */
export function categoryHref(name: string): string {
  return `/category/${encodeURIComponent(name)}`
}

/** The list of posts tagged `name`. */
export function tagHref(name: string): string {
  return `/tag/${encodeURIComponent(name)}`
}
