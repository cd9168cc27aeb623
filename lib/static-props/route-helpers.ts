import type { GetStaticPropsResult } from 'next'
import { isStaticExport } from '@/lib/deploy/static-export'
import { getServerContext, type ServerContext } from './server-context'

/**
 * Every static page regenerates after NEXT_REVALIDATE_SECOND (5 s by default, docs/behaviour.md §9); a static
 * export's pages are files, refreshed by the next export.
 */
export function withRevalidate<P>(ctx: ServerContext, props: P): GetStaticPropsResult<P> {
  return isStaticExport() ? { props } : { props, revalidate: ctx.config.NEXT_REVALIDATE_SECOND }
}

/** 404 that still re-checks later: a post published after the build appears without a rebuild. */
export function notFound(ctx: ServerContext): GetStaticPropsResult<never> {
  return isStaticExport() ? { notFound: true } : { notFound: true, revalidate: ctx.config.NEXT_REVALIDATE_SECOND }
}

/**
 * What a dynamic route does with a path its getStaticPaths did not list: render it on first request
 * and keep it; a static export has no server, so it lists every path and the rest are 404.
 */
export function unlistedPaths(): false | 'blocking' {
  return isStaticExport() ? false : 'blocking'
}

export function param(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null
}

/**
 * getStaticPaths of a dynamic route: the params `make` gives for each site's data, each with the
 * locale of its site when NOTION_PAGE_ID names several (`locales` is Next's list; without i18n Next gives none, or an empty one).
 */
export async function pathsForEverySite<P extends Record<string, string | string[]>>(
  locales: string[] | undefined,
  make: (ctx: ServerContext) => P[]
): Promise<Array<{ params: P; locale?: string }>> {
  const sites = await Promise.all(
    (locales?.length ? locales : [undefined]).map(async (locale) => make(await getServerContext(locale)).map((params) => ({ params, ...(locale && { locale }) })))
  )
  return sites.flat()
}
