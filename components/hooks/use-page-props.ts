import { startTransition, useEffect, useState } from 'react'
import type { ArchivePageProps } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { pageDataUrl } from '@/lib/urls/page-data-url'

/** Where a page stands: its props are on their way, arrived, or the route has none (gone, or unreadable). */
export type PagePropsState<T> = { status: 'loading'; props: null } | { status: 'ready'; props: T } | { status: 'missing'; props: null }

interface NextData {
  buildId?: string
  locale?: string
}

/** One request per route and visit: every part that asks shares the answer. */
const requests = new Map<string, Promise<unknown>>()

/**
 * The static props of the page at site path `path` (`/about`, `/archive`, `/article/x`), read from
 * the JSON Next serves for client navigation; null when the route answers no page. Kept for the
 * visit, so asking twice fetches once.
 */
export function fetchPageProps<T>(path: string): Promise<T | null> {
  const { buildId = '', locale } = (window as unknown as { __NEXT_DATA__?: NextData }).__NEXT_DATA__ ?? {}
  const key = `${locale ?? ''}|${path}`
  let request = requests.get(key)
  if (!request) {
    request = (async () => {
      const response = await fetch(pageDataUrl(buildId, path, 1, locale))
      if (!response.ok) return null
      const data = (await response.json()) as { pageProps?: unknown }
      return data.pageProps && typeof data.pageProps === 'object' ? data.pageProps : null
    })().catch((error: unknown) => {
      requests.delete(key)
      console.warn(`[page props] could not read ${path}`, error)
      return null
    })
    requests.set(key, request)
  }
  return request as Promise<T | null>
}

/** Forgets the pages read so far (tests; a new build's pages after a deploy). */
export function forgetPageProps(): void {
  requests.clear()
}

/**
 * The props of another page of the site, for a part that shows it in place (a documentation home
 * showing its index document): loading, then ready or missing (at once when `path` is null).
 */
export function usePageProps<T>(path: string | null): PagePropsState<T> {
  return useFirstPageProps<T>(path ? [path] : [])
}

/**
 * The props of the first of `paths` that answers a page, tried in order (a configured page, then a
 * fallback): loading, then ready, or missing when none does (at once when none is given). Null entries are skipped.
 */
export function useFirstPageProps<T>(paths: readonly (string | null | undefined)[]): PagePropsState<T> {
  const wanted = paths.filter((path): path is string => Boolean(path))
  const key = wanted.join('\n')
  const [state, setState] = useState<{ key: string; value: PagePropsState<T> }>({ key, value: LOADING })
  useEffect(() => {
    if (!key) return
    let live = true
    void (async () => {
      for (const path of key.split('\n')) {
        const props = await fetchPageProps<T>(path)
        if (!live) return
        // What arrives may be a whole site's tree or directory: drawn as a transition, in slices
        // the page stays responsive between, rather than one long task after the page loaded.
        if (props) return startTransition(() => setState({ key, value: { status: 'ready', props } }))
      }
      if (live) startTransition(() => setState({ key, value: { status: 'missing', props: null } }))
    })()
    return () => {
      live = false
    }
  }, [key])
  if (!key) return MISSING
  return state.key === key ? state.value : LOADING
}

const LOADING = { status: 'loading', props: null } as const
const MISSING = { status: 'missing', props: null } as const

/** The archive's page `page`: `/archive`, then `/archive/page/n`. */
const archivePath = (page: number) => (page <= 1 ? '/archive' : `/archive/page/${page}`)

/**
 * Every published post, newest first, read from the archive's pages (its first page says how many
 * there are; a site of up to ARCHIVE_POSTS_PER_PAGE posts has one); null when a page cannot be read.
 */
export async function fetchSitePosts(): Promise<PostSummary[] | null> {
  const first = await fetchPageProps<ArchivePageProps>(archivePath(1))
  if (!first || !Array.isArray(first.archive)) return null
  const pages = Math.max(1, first.paging?.totalPages ?? 1)
  const later = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => fetchPageProps<ArchivePageProps>(archivePath(i + 2))))
  if (later.some((page) => !page || !Array.isArray(page.archive))) return null
  return [first, ...(later as ArchivePageProps[])].flatMap((page) => page.archive.flatMap((group) => group.posts))
}

/**
 * Every published post, for parts that draw the whole site at once (a navigation tree, a link
 * directory): read from the archive's pages when first asked, so no page carries the list in its
 * own data. Null until they arrive, when they cannot be read, and while not `enabled` (a part the
 * window does not show asks for nothing).
 */
export function useSitePosts(enabled = true): PostSummary[] | null {
  const [posts, setPosts] = useState<PostSummary[] | null>(null)
  useEffect(() => {
    if (!enabled) return
    let live = true
    void fetchSitePosts().then((read) => {
      // What arrives may be a whole site's tree or directory: drawn as a transition (see useFirstPageProps).
      if (live && read) startTransition(() => setPosts(read))
    })
    return () => {
      live = false
    }
  }, [enabled])
  return enabled ? posts : null
}

/**
 * The site's posts a home draws beyond its own page: those its static props carry (picked on the
 * server for the theme the site is built with, its manifest's homeDocumentKey / homeSitePosts), else, for a theme chosen
 * by `?theme=` on another theme's build, every post read as `useSitePosts` reads them. Null until
 * they arrive and while not `enabled`.
 */
export function useHomeSitePosts(carried: readonly PostSummary[] | undefined, enabled = true): readonly PostSummary[] | null {
  const fetched = useSitePosts(enabled && !carried)
  return carried ?? fetched
}
