import { createHash } from 'node:crypto'
import type { GetServerSideProps } from 'next'
import { buildFeed, FEED_CONTENT_TYPES, type FeedFormat, feedPosts, renderFeed } from '@/lib/feed/build-feed'
import type { HeavyBlockKind } from '@/lib/feed/feed-record-map'
import { createFeedCache } from '@/lib/feed/feed-cache'
import { feedItemContents } from '@/lib/feed/feed-item-contents'
import { feedUrl } from '@/lib/feed/feed-url'
import { type Dictionary, loadDictionary, normalizeLocale } from '@/lib/i18n'
import { localeSitePath } from '@/lib/i18n/locale-site-path'
import { siteBase } from '@/lib/seo/absolute-url'
import { getPostDetail } from '@/lib/site/get-site-data'
import { imageUrlSettingsOf } from '@/lib/urls/notion-image-url'
import { notionPageHref, pageIdKey } from '@/lib/urls/notion-page-href'
import { getServerContext, type ServerContext } from './server-context'

type FeedCache = ReturnType<typeof createFeedCache>

const KIND_TEXT: Record<HeavyBlockKind, keyof Dictionary['FEED']> = {
  video: 'VIDEO',
  audio: 'AUDIO',
  embed: 'EMBED',
  database: 'DATABASE',
  pdf: 'PDF'
}

/** The bodies of the feed's open posts as feed HTML, with links under `link` and texts in the site's language. */
async function fullContents(ctx: ServerContext, link: string) {
  const t = await loadDictionary(normalizeLocale(ctx.config.LANG) ?? 'en-US')
  const hrefById = new Map(ctx.site.allPages.map((post) => [pageIdKey(post.id), post.href]))
  const links = createHash('sha256').update(JSON.stringify([...hrefById])).digest('hex').slice(0, 16)
  return feedItemContents(feedPosts(ctx.site.posts, ctx.config.RSS_POST_COUNT), {
    recordMap: async (post) => (await getPostDetail(post, { locale: ctx.locale })).recordMap,
    options: (post) => ({
      postUrl: feedUrl(link, post.href),
      pageUrl: (id) => feedUrl(link, notionPageHref(id, hrefById, post.href)),
      label: (kind) => t.FEED.OPEN_IN_POST.replace('{kind}', t.FEED[KIND_TEXT[kind]]),
      imageUrls: imageUrlSettingsOf(ctx.config)
    }),
    context: `${ctx.config.LANG}:${links}`
  })
}

/**
 * A feed's document, or null when the site has RSS off. A language site's feed (`/ja-JP/rss/feed.xml`)
 * links to its own posts, under its prefix. With RSS_FULL_CONTENT each open post's body goes in as
 * HTML, rendered once per edit (feedItemContents).
 */
export async function feedDocument(ctx: ServerContext, format: FeedFormat): Promise<string | null> {
  if (!ctx.config.ENABLE_RSS) return null
  const link = ctx.locale ? `${siteBase(ctx.config.LINK)}${localeSitePath(ctx.locale, '/')}` : ctx.config.LINK
  const contents = ctx.config.RSS_FULL_CONTENT ? await fullContents(ctx, link) : new Map<string, string>()
  return renderFeed(buildFeed(ctx.site.posts, { ...ctx.config, LINK: link }, new Date(), ctx.site.siteInfo.description, contents), format)
}

const FEED_CACHE = Symbol.for('quire.feedCache')

/** One cache of rendered feeds per process (on globalThis: each feed route's bundle loads this module). */
function renderedFeeds(): FeedCache {
  const holder = globalThis as typeof globalThis & { [FEED_CACHE]?: FeedCache }
  return (holder[FEED_CACHE] ??= createFeedCache())
}

/**
 * A feed route writes its document itself; its page component never renders. (Each page file keeps
 * that empty component to itself: importing it from here would pull this server module into the browser bundle.)
 */
export function feedServerSideProps(format: FeedFormat): GetServerSideProps {
  return async ({ res, locale }) => {
    const ctx = await getServerContext(locale)
    // The settings are part of the key: they come from the environment and the Config row (new site data).
    const key = `${ctx.locale ?? ''}:${format}:${JSON.stringify(ctx.config)}`
    const body = await renderedFeeds().get(key, ctx.site, ctx.config.NEXT_REVALIDATE_SECOND * 1000, () => feedDocument(ctx, format))
    if (body === null) return { notFound: true }
    const seconds = ctx.config.NEXT_REVALIDATE_SECOND
    res.setHeader('Content-Type', FEED_CONTENT_TYPES[format])
    res.setHeader('Cache-Control', `public, s-maxage=${seconds}, stale-while-revalidate=${seconds * 12}`)
    res.end(body)
    return { props: {} }
  }
}
