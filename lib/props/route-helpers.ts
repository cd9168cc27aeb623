import type { GetStaticPropsResult } from 'next'
import type { ServerContext } from './server-context'

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
