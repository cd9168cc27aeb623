import type { GetServerSideProps } from 'next'
import { buildFeed, FEED_CONTENT_TYPES, type FeedFormat, renderFeed } from '@/lib/feed/build-feed'
import { getServerContext } from './server-context'

/** A feed route writes its document itself; the page component never renders. */
export function feedServerSideProps(format: FeedFormat): GetServerSideProps {
  return async ({ res }) => {
    const ctx = await getServerContext()
    if (!ctx.config.ENABLE_RSS) return { notFound: true }
    const body = renderFeed(buildFeed(ctx.site.posts, ctx.config, new Date()), format)
    const seconds = ctx.config.NEXT_REVALIDATE_SECOND
    res.setHeader('Content-Type', FEED_CONTENT_TYPES[format])
    res.setHeader('Cache-Control', `public, s-maxage=${seconds}, stale-while-revalidate=${seconds * 12}`)
    res.end(body)
    return { props: {} }
  }
}

export function FeedDocument() {
  return null
}
