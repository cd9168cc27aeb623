import type { GetServerSideProps } from 'next'
import { buildFeed, FEED_CONTENT_TYPES, type FeedFormat, renderFeed } from '@/lib/feed/build-feed'
import { getServerContext } from './server-context'

/**
 * A feed route writes its document itself; its page component never renders. (Each page file keeps
 * that empty component to itself: importing it from here would pull this server module into the browser bundle.)
 */
export function feedServerSideProps(format: FeedFormat): GetServerSideProps {
  return async ({ res }) => {
    const ctx = await getServerContext()
    if (!ctx.config.ENABLE_RSS) return { notFound: true }
    const body = renderFeed(buildFeed(ctx.site.posts, ctx.config, new Date(), ctx.site.siteInfo.description), format)
    const seconds = ctx.config.NEXT_REVALIDATE_SECOND
    res.setHeader('Content-Type', FEED_CONTENT_TYPES[format])
    res.setHeader('Cache-Control', `public, s-maxage=${seconds}, stale-while-revalidate=${seconds * 12}`)
    res.end(body)
    return { props: {} }
  }
}
