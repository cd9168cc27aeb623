import type { GetServerSideProps } from 'next'
import { localeSiteLocales } from '@/lib/i18n/locale-workspaces'
import { getServerContext, type ServerContext } from '@/lib/static-props/server-context'
import { buildRobots } from './build-robots'
import { renderSitemap, sitemapEntries } from './build-sitemap'
import { notionPageId } from '@/lib/env'

/**
 * `/sitemap.xml` and `/robots.txt` write their documents themselves, like the feeds; their page
 * components never render. (Each page file keeps its empty component to itself: importing it from
 * here would pull this server module into the browser bundle.)
 */
function textRoute(contentType: string, body: (ctx: ServerContext) => string | Promise<string>): GetServerSideProps {
  return async ({ res }) => {
    const ctx = await getServerContext()
    const seconds = ctx.config.NEXT_REVALIDATE_SECOND
    const text = await body(ctx)
    res.setHeader('Content-Type', contentType)
    res.setHeader('Cache-Control', `public, s-maxage=${seconds}, stale-while-revalidate=${seconds * 12}`)
    res.end(text)
    return { props: {} }
  }
}

/** One sitemap for every site: the default site's URLs, then each language site's under its prefix. */
async function everySiteEntries(ctx: ServerContext) {
  const others = await Promise.all(localeSiteLocales(notionPageId()).map((locale) => getServerContext(locale)))
  return [ctx, ...others].flatMap((site) => sitemapEntries(site.site, ctx.config.LINK, site.locale))
}

/** `/sitemap.xml` of every site. */
export async function sitemapDocument(ctx: ServerContext): Promise<string> {
  return renderSitemap(await everySiteEntries(ctx))
}

/** `/robots.txt`. */
export function robotsDocument(ctx: ServerContext): string {
  return buildRobots(ctx.config.LINK)
}

export const sitemapServerSideProps = textRoute('application/xml; charset=utf-8', sitemapDocument)

export const robotsServerSideProps = textRoute('text/plain; charset=utf-8', robotsDocument)
