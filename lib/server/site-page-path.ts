import { parsePageId } from 'notion-utils'
import type { Locale } from '@/lib/i18n'
import type { SiteData } from '@/lib/site/types'

/** Pages every site has whatever its content (pages/*.tsx without parameters). */
const FIXED_PAGES = new Set(['', 'archive', 'category', 'tag', 'search', 'signin', 'signup'])

/** The site data a path is checked against: what the site already knows, never a new Notion request. */
export type KnownSite = Pick<SiteData, 'allPages' | 'categories' | 'tags'>

function decodedSegments(path: string): string[] | null {
  const segments: string[] = []
  for (const raw of path.split('/').filter(Boolean)) {
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return null
    }
    // A dot segment, encoded or not, is never a page of the site: it only climbs out of one.
    if (segment === '.' || segment === '..' || segment.includes('/') || segment.includes('\\')) return null
    segments.push(segment)
  }
  return segments
}

const isPageNumber = (value: string | undefined) => value !== undefined && /^[1-9]\d{0,5}$/.test(value)

/** `[...rest]` is empty (page 1) or `page/<n>`. */
const isListTail = (rest: readonly string[]) => rest.length === 0 || (rest.length === 2 && rest[0] === 'page' && isPageNumber(rest[1]))

function isServedPost(site: KnownSite, segments: readonly string[]): boolean {
  const wanted = segments.join('/')
  const served = site.allPages.filter((post) => (post.type === 'Post' || post.type === 'Page') && (post.status === 'Published' || post.status === 'Invisible'))
  const hrefOf = (href: string) => decodedSegments(href)?.join('/') ?? ''
  if (served.some((post) => post.href.startsWith('/') && !post.href.startsWith('//') && hrefOf(post.href) === wanted)) return true
  // A sub-page of an open post: `{post href}/{page id}` (its ISR page, lib/site/get-sub-page.ts).
  const last = segments.at(-1)
  if (segments.length < 2 || !parsePageId(last)) return false
  const parent = segments.slice(0, -1).join('/')
  return served.some((post) => !post.lock && post.href.startsWith('/') && hrefOf(post.href) === parent)
}

/**
 * Whether `path` is one of the pages a site renders from its data (issue 37: /api/revalidate
 * regenerates those and answers 404 for anything else): home, the fixed pages, list pages and their
 * later pages, each known category and tag, each served post or page and a sub-page id below an open
 * post. Request-time routes (feeds, API, social cards, search results) have nothing to regenerate.
 * `locales` are the language sites; `siteOf` gives the known data of the default site (null) or of one.
 */
export async function isSitePagePath(path: string, locales: readonly Locale[], siteOf: (locale: Locale | null) => Promise<KnownSite>): Promise<boolean> {
  if (!path.startsWith('/') || path.startsWith('//') || /[\s?#]/.test(path)) return false
  const all = decodedSegments(path)
  if (!all) return false
  const locale = locales.find((candidate) => candidate === all[0]) ?? null
  const segments = locale ? all.slice(1) : all
  const [head = '', ...rest] = segments
  if (segments.length <= 1 && FIXED_PAGES.has(head)) return true
  if (head === 'page' && rest.length === 1 && isPageNumber(rest[0])) return true
  if (head === 'archive') return isListTail(rest)
  const site = await siteOf(locale)
  if ((head === 'category' || head === 'tag') && rest.length >= 1) {
    const names = head === 'category' ? site.categories : site.tags
    return names.some((item) => item.name === rest[0]) && isListTail(rest.slice(1))
  }
  return isServedPost(site, segments)
}
