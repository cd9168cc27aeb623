import type { ServerContext } from '@/lib/props/server-context'
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
