import type { GetStaticPaths, GetStaticProps, GetStaticPropsResult } from 'next'
import type { ExtendedRecordMap } from 'notion-types'
import { uuidToId } from 'notion-utils'
import { isStaticExport } from '@/lib/deploy/static-export'
import { sealPost } from '@/lib/lock/seal-post'
import { getNotionSource } from '@/lib/notion/get-source'
import { type RawBlock, readRecord } from '@/lib/notion/read-record'
import { findPostByPath } from '@/lib/site/find-post-by-path'
import { getLockedPage } from '@/lib/site/get-locked-page'
import { getNeighbours } from '@/lib/site/get-neighbours'
import { getPostDetail, withMirroredImages } from '@/lib/site/get-site-data'
import { getSubPage, type SubPageReaders } from '@/lib/site/get-sub-page'
import { createKnownSubPages, type KnownSubPages } from '@/lib/site/known-sub-pages'
import type { HomeDocument, SlugPageProps } from '@/lib/site/page-props'
import { recommendPosts } from '@/lib/site/recommend-posts'
import { toPostLink, toPostSummary } from '@/lib/site/to-post-summary'
import type { SitePost } from '@/lib/site/types'
import { pageIdKey } from '@/lib/urls/notion-page-href'
import { prerenderedIds } from './list-props'
import { notFound, pathsForEverySite, unlistedPaths, withRevalidate } from './route-helpers'
import { getServerContext, type ServerContext } from './server-context'
import { imageUrlSettingsOf } from '@/lib/urls/notion-image-url'

const KNOWN_SUB_PAGES = Symbol.for('quire.knownSubPages')

/** `/about` -> ['about'], `/article/hello` -> ['article', 'hello']; external links give null. */
export function hrefSegments(href: string): string[] | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  return href.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment))
}

type SlugParams = { prefix?: string; slug?: string; suffix?: string[] }

function toParams(segments: string[]): SlugParams {
  const [prefix, slug, ...suffix] = segments
  return { prefix, ...(slug !== undefined && { slug }), ...(suffix.length > 0 && { suffix }) }
}

/**
 * Posts and pages live at `/{prefix}`, `/{prefix}/{slug}` or deeper; each route file prebuilds the
 * posts whose path has its depth ('one', 'two', 'more').
 */
export function slugStaticPaths(depth: 'one' | 'two' | 'more'): GetStaticPaths<SlugParams> {
  return async ({ locales }) => {
    const ofDepth = (segments: string[]) => (depth === 'one' ? segments.length === 1 : depth === 'two' ? segments.length === 2 : segments.length > 2)
    const paths = await pathsForEverySite(locales, (ctx) => {
      // Pages, and the posts this build renders ahead (PRERENDER_POST_COUNT); the rest on first visit.
      const prerendered = prerenderedIds(ctx)
      return ctx.site.allPages
        .filter((post) => post.type !== 'Post' || prerendered.has(post.id) || post.status !== 'Published')
        .map((post) => hrefSegments(post.href))
        .filter((segments): segments is string[] => segments !== null && segments.length > 0 && ofDepth(segments))
        .map(toParams)
    })
    // A static site has no server to render a sub-page on its first visit: every one is listed.
    if (isStaticExport() && !locales?.length) {
      const ctx = await getServerContext()
      for (const segments of await subPagePaths(ctx)) if (ofDepth(segments)) paths.push({ params: toParams(segments) })
    }
    return { paths, fallback: unlistedPaths() }
  }
}

/** Sub-pages listed per post at most: a runaway workspace must not make an export endless. */
const MAX_SUB_PAGES_PER_POST = 500

/** Block types that are pages of their own. */
const PAGE_BLOCK_TYPES = new Set(['page', 'collection_view_page'])

/**
 * The path of every sub-page below an open post (`{post href}/{sub-page id}`, however deep it
 * lies): the pages each post's blocks hold, then theirs in turn, each kept only when the sub-page
 * route would serve it (getSubPage). Locked posts have none: their blocks are sealed.
 */
export async function subPagePaths(ctx: ServerContext, readers: SubPageReaders = walkingReaders(ctx)): Promise<string[][]> {
  const found: string[][] = []
  for (const post of ctx.site.allPages) {
    const base = hrefSegments(post.href)
    if (!base || base.length === 0 || post.lock || post.password) continue
    const known = new Set(ctx.site.allPages.map((page) => pageIdKey(page.id)))
    const seen = new Set<string>([pageIdKey(post.id)])
    let maps: Array<ExtendedRecordMap | null> = [(await readers.getPostDetail(post)).recordMap]
    while (maps.length > 0 && seen.size <= MAX_SUB_PAGES_PER_POST) {
      const next: Array<ExtendedRecordMap | null> = []
      for (const map of maps) {
        for (const id of Object.keys(map?.block ?? {})) {
          const block = map ? readRecord<RawBlock>(map.block, id) : undefined
          const key = pageIdKey(id)
          if (!block?.type || !PAGE_BLOCK_TYPES.has(block.type) || seen.has(key) || known.has(key)) continue
          seen.add(key)
          const segments = [...base, uuidToId(id)]
          const subPage = await getSubPage(ctx.site, segments, readers)
          if (!subPage) continue
          found.push(segments)
          next.push(subPage.detail.recordMap)
        }
      }
      maps = next
    }
  }
  return found
}

function subPageReaders(ctx: ServerContext): SubPageReaders {
  return {
    knownSubPages: knownSubPagesOf(ctx.locale),
    getPage: async (id) => withMirroredImages(await getNotionSource().getPage(id), `sub-page ${id}`),
    getPostDetail: (post) => getPostDetail(post, { locale: ctx.locale }),
    imageUrls: imageUrlSettingsOf(ctx.config)
  }
}

/** A walk that opens each sub-page it lists finds every id itself: the known-id check would only fetch them twice. */
function walkingReaders(ctx: ServerContext): SubPageReaders {
  const { knownSubPages: _known, ...readers } = subPageReaders(ctx)
  return readers
}

/** One record of known sub-pages per site and process (on globalThis: Next may load this module once per route bundle). */
function knownSubPagesOf(locale: ServerContext['locale']): KnownSubPages {
  const holder = globalThis as typeof globalThis & { [KNOWN_SUB_PAGES]?: Map<string, KnownSubPages> }
  const registry = (holder[KNOWN_SUB_PAGES] ??= new Map())
  let known = registry.get(locale ?? '')
  if (!known) {
    known = createKnownSubPages({ getPage: (id) => getNotionSource().getPage(id) })
    registry.set(locale ?? '', known)
  }
  return known
}

/**
 * A Notion page inside a post, at `{post href}/{page id}`: shown as a page of type Page (no
 * neighbours, no share bar, no comments), or 404 unless it lies below an open post (getSubPage).
 */
async function subPageProps(ctx: ServerContext, segments: readonly string[]): Promise<GetStaticPropsResult<SlugPageProps>> {
  const subPage = await getSubPage(ctx.site, segments, subPageReaders(ctx))
  if (!subPage) return notFound(ctx)
  return withRevalidate(ctx, {
    ...ctx.base(subPage.detail.href),
    // A sub-page is shared as part of its post: the post's card.
    socialCard: ctx.cardPath(ctx.cards.post(subPage.parent)),
    post: subPage.detail,
    prev: null,
    next: null,
    recommendations: [],
    locked: null
  })
}

/**
 * A post page's props: SlugPageProps plus, for a locked post, its blocks and outline sealed under
 * the password (null otherwise). (`locked` joins SlugPageProps in lib/site/props.ts.)
 */
export const slugStaticProps: GetStaticProps<SlugPageProps, SlugParams> = async ({ params, locale }) => {
  const ctx = await getServerContext(locale)
  const segments = [params?.prefix, params?.slug, ...(params?.suffix ?? [])].filter((s): s is string => Boolean(s))
  const post = findPostByPath(ctx.site, segments)
  if (!post) return subPageProps(ctx, segments)
  return withRevalidate(ctx, { ...ctx.base(post.href), socialCard: ctx.cardPath(ctx.cards.post(post)), ...(await postPageProps(ctx, post)) })
}

/** What a post's page shows of it (body, neighbours, recommendations, sealed content), without the page chrome. */
export async function postPageProps(ctx: ServerContext, post: SitePost): Promise<HomeDocument> {
  const detail = await getPostDetail(post, { locale: ctx.locale })
  // Only ciphertext of a locked post leaves the server: its blocks and outline are in `locked`, never in `post`.
  const locked = detail.lock && post.password ? await sealPost(post, await getLockedPage(post)) : null
  const isPost = post.type === 'Post'
  const { prev, next } = isPost ? getNeighbours(ctx.site.posts, post.id) : { prev: null, next: null }
  const recommendations = isPost ? recommendPosts(ctx.site.posts, post, ctx.config.POST_RECOMMEND_COUNT) : []
  return {
    post: detail,
    prev: prev ? toPostSummary(prev) : null,
    next: next ? toPostSummary(next) : null,
    recommendations: recommendations.map(toPostLink),
    locked
  }
}
