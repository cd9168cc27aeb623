import type { Locale } from '@/lib/i18n'
import { localeSitePath } from '@/lib/i18n/locale-site-path'
import type { SiteData } from '@/lib/site/types'
import { servedPath } from '@/lib/deploy/static-export'
import { siteBase } from './absolute-url'
import { escapeXml } from './escape-xml'

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string
  /** ISO date-time of the last change, when known. */
  lastmod?: string
}

function isoDate(ms: number): string | undefined {
  return Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : undefined
}

/**
 * Every URL a search engine should know: home, archive, the category and tag indexes, each
 * category and tag, and each Published post and page at its own path. Invisible rows, drafts
 * (never in the site data), external menu links and Config rows are left out. A locked post is
 * listed by its URL: the page behind it shows only the title, summary and the password form.
 * A language site's (`locale`) paths carry its prefix.
 */
export function sitemapEntries(site: Pick<SiteData, 'allPages' | 'posts' | 'categories' | 'tags'>, link: string, locale: Locale | null = null): SitemapEntry[] {
  const base = siteBase(link)
  const newest = Math.max(0, ...site.posts.map((post) => post.lastEditedDate))
  const latest = isoDate(newest)
  const entry = (path: string, lastmod: string | undefined): SitemapEntry => ({ loc: `${base}${servedPath(localeSitePath(locale, path))}`, ...(lastmod && { lastmod }) })
  const seen = new Set<string>()
  const entries: SitemapEntry[] = []
  const add = (item: SitemapEntry) => {
    if (seen.has(item.loc)) return
    seen.add(item.loc)
    entries.push(item)
  }
  add(entry('/', latest))
  add(entry('/archive', latest))
  add(entry('/category', latest))
  add(entry('/tag', latest))
  for (const category of site.categories) add(entry(`/category/${encodeURIComponent(category.name)}`, latest))
  for (const tag of site.tags) add(entry(`/tag/${encodeURIComponent(tag.name)}`, latest))
  for (const post of site.allPages) {
    if (post.status !== 'Published' || (post.type !== 'Post' && post.type !== 'Page')) continue
    if (!post.href.startsWith('/') || post.href.startsWith('//')) continue
    add(entry(post.href, isoDate(post.lastEditedDate)))
  }
  return entries
}

/** The sitemaps.org XML of the entries. */
export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (item) => `  <url>\n    <loc>${escapeXml(item.loc)}</loc>\n${item.lastmod ? `    <lastmod>${item.lastmod}</lastmod>\n` : ''}  </url>`
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
