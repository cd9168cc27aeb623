import { parsePageId } from 'notion-utils'
import type { SiteData, SitePost } from './types'

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function pathOf(segments: readonly string[]): string {
  return segments
    .flatMap((segment) => segment.split('/'))
    .filter(Boolean)
    .map(decode)
    .join('/')
}

function isServed(post: SitePost): boolean {
  return (post.type === 'Post' || post.type === 'Page') && (post.status === 'Published' || post.status === 'Invisible')
}

/**
 * The post or page served at a site path, given as its segments (`['article', 'hello']`): any
 * Published or Invisible Post or Page whose href is that path. Failing that, docs/behaviour.md §2's "any other
 * path is a post by slug": `/{slug}` finds a Post by its bare slug, and a path ending in a page id
 * finds that page (links copied from Notion). The caller renders the post at its own href.
 * Drafts, menus, the notice and external links are never found.
 */
export function findPostByPath(site: Pick<SiteData, 'allPages'>, pathSegments: readonly string[]): SitePost | null {
  const wanted = pathOf(pathSegments)
  if (!wanted) return null
  const served = site.allPages.filter(isServed)
  const byHref = served.find((post) => post.href.startsWith('/') && !post.href.startsWith('//') && pathOf([post.href]) === wanted)
  if (byHref) return byHref
  const parts = wanted.split('/')
  if (parts.length === 1) {
    const bySlug = served.find((post) => post.type === 'Post' && post.slug === wanted)
    if (bySlug) return bySlug
  }
  const id = parsePageId(parts.at(-1))
  return (id && served.find((post) => post.id === id)) || null
}
