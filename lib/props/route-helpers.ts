import type { GetStaticPropsResult } from 'next'
import { getServerContext, type ServerContext } from './server-context'

/** Every static page regenerates after NEXT_REVALIDATE_SECOND (5 s by default, spec §9). */
export function withRevalidate<P>(ctx: ServerContext, props: P): GetStaticPropsResult<P> {
  return { props, revalidate: ctx.config.NEXT_REVALIDATE_SECOND }
}

/** 404 that still re-checks later: a post published after the build appears without a rebuild. */
export function notFound(ctx: ServerContext): GetStaticPropsResult<never> {
  return { notFound: true, revalidate: ctx.config.NEXT_REVALIDATE_SECOND }
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
