import type { GetServerSideProps } from 'next'
import { getServerContext } from '@/lib/props/server-context'
import { buildRobots } from './build-robots'
import { renderSitemap, sitemapEntries } from './build-sitemap'

/**
 * `/sitemap.xml` and `/robots.txt` write their documents themselves, like the feeds; their page
 * components never render. (Each page file keeps its empty component to itself: importing it from
 * here would pull this server module into the browser bundle.)
 */
function textRoute(contentType: string, body: (ctx: Awaited<ReturnType<typeof getServerContext>>) => string): GetServerSideProps {
  return async ({ res }) => {
    const ctx = await getServerContext()
    const seconds = ctx.config.NEXT_REVALIDATE_SECOND
    res.setHeader('Content-Type', contentType)
    res.setHeader('Cache-Control', `public, s-maxage=${seconds}, stale-while-revalidate=${seconds * 12}`)
    res.end(body(ctx))
    return { props: {} }
  }
}

export const sitemapServerSideProps = textRoute('application/xml; charset=utf-8', (ctx) => renderSitemap(sitemapEntries(ctx.site, ctx.config.LINK)))

export const robotsServerSideProps = textRoute('text/plain; charset=utf-8', (ctx) => buildRobots(ctx.config.LINK))
