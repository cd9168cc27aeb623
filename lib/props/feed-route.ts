import type { GetServerSideProps } from 'next'
import { buildFeed, FEED_CONTENT_TYPES, type FeedFormat, renderFeed } from '@/lib/feed/build-feed'
import { localeSitePath } from '@/lib/i18n/locale-site-path'
import { siteBase } from '@/lib/seo/absolute-url'
import { getServerContext } from './server-context'

/**
 * A feed route writes its document itself; its page component never renders. (Each page file keeps
 * that empty component to itself: importing it from here would pull this server module into the browser bundle.)
 */
export function feedServerSideProps(format: FeedFormat): GetServerSideProps {
  return async ({ res, locale }) => {
    const ctx = await getServerContext(locale)
    if (!ctx.config.ENABLE_RSS) return { notFound: true }
    // A language site's feed (`/ja-JP/rss/feed.xml`) links to its own posts, under its prefix.
    const link = ctx.locale ? `${siteBase(ctx.config.LINK)}${localeSitePath(ctx.locale, '/')}` : ctx.config.LINK
    const body = renderFeed(buildFeed(ctx.site.posts, { ...ctx.config, LINK: link }, new Date(), ctx.site.siteInfo.description), format)
    const seconds = ctx.config.NEXT_REVALIDATE_SECOND
    res.setHeader('Content-Type', FEED_CONTENT_TYPES[format])
    res.setHeader('Cache-Control', `public, s-maxage=${seconds}, stale-while-revalidate=${seconds * 12}`)
    res.end(body)
    return { props: {} }
  }
}
