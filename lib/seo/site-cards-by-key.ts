import type { ServerContext } from '@/lib/static-props/server-context'
import type { SiteData } from '@/lib/site/types'
import type { SocialCardSpec } from './social-card-spec'
import type { SocialCardStore } from './social-card-store'

/** Each site's cards by key, while its data is the current one. */
const bySite = new WeakMap<SiteData, Map<string, SocialCardSpec>>()

/** Every card a site's pages name, by key: the site's own and each post's and page's. */
export function siteCardsByKey(ctx: Pick<ServerContext, 'site' | 'cards'>, store: Pick<SocialCardStore, 'keyOf'>): Map<string, SocialCardSpec> {
  let specs = bySite.get(ctx.site)
  if (!specs) {
    const all = [ctx.cards.site, ...ctx.site.allPages.map((post) => ctx.cards.post(post))]
    specs = new Map(all.map((spec) => [store.keyOf(spec), spec]))
    bySite.set(ctx.site, specs)
  }
  return specs
}

/** How many cards `npm run build` draws when `SOCIAL_CARDS_AT_BUILD` is unset: the site's and its 99 newest pages'. */
export const DEFAULT_CARDS_AT_BUILD = 100

/**
 * `SOCIAL_CARDS_AT_BUILD`: how many cards the build draws ahead (0: none; a server draws each on its
 * first request either way). A malformed value is an error naming the variable.
 */
export function cardsAtBuild(env: Record<string, string | undefined>): number {
  const raw = env.SOCIAL_CARDS_AT_BUILD?.trim()
  if (raw === undefined || raw === '') return DEFAULT_CARDS_AT_BUILD
  if (raw === 'all') return Number.POSITIVE_INFINITY
  if (!/^\d+$/.test(raw)) throw new Error(`SOCIAL_CARDS_AT_BUILD must be a whole number of cards (0 or more) or "all", got "${raw}"`)
  return Number(raw)
}

/**
 * The cards to draw ahead, at most `limit`: the site's own (home and every list page show it) first,
 * then the posts' and pages' from the newest, the ones most likely to be shared next.
 */
export function cardsToDrawFirst(ctx: Pick<ServerContext, 'site' | 'cards'>, store: Pick<SocialCardStore, 'keyOf'>, limit: number): Map<string, SocialCardSpec> {
  const newest = [...ctx.site.allPages].sort((a, b) => b.publishDate - a.publishDate)
  const specs = [ctx.cards.site, ...newest.map((post) => ctx.cards.post(post))].slice(0, Math.max(0, limit))
  return new Map(specs.map((spec) => [store.keyOf(spec), spec]))
}
