/**
 * Draws social cards ahead into .next/cache/quire/cards, for every language site, skipping those
 * already drawn. `npm run build` calls `drawCardsAhead` after `next build` with
 * `SOCIAL_CARDS_AT_BUILD` (100 by default: the site's card and the newest pages'); a server draws any
 * other card the first time it is asked for.
 *
 * `npx tsx scripts/build/draw-cards.ts [--all]`: the same on its own, after a build with its
 * environment; `--all` draws every card, for a static export (no server to draw the rest) or a
 * deployment that should never make a crawler wait.
 */
import { localeSiteLocales } from '@/lib/i18n/locale-workspaces'
import { getServerContext } from '@/themes/site.server'
import { cardsAtBuild, cardsToDrawFirst } from '@/lib/seo/site-cards-by-key'
import { socialCardPath } from '@/lib/seo/social-card-path'
import { socialCards } from '@/lib/seo/social-cards'

export async function drawCardsAhead(limit: number, log: (line: string) => void = console.log): Promise<void> {
  const store = socialCards()
  const started = performance.now()
  let drawn = 0
  let kept = 0
  for (const locale of [undefined, ...localeSiteLocales(process.env.NOTION_PAGE_ID)]) {
    for (const [key, spec] of cardsToDrawFirst(await getServerContext(locale), store, limit)) {
      if (await store.read(key)) {
        kept++
        continue
      }
      await store.ensure(spec)
      drawn++
      if (drawn <= 3) log(`drew ${socialCardPath(key)}: ${spec.title}`)
    }
  }
  log(`social cards: ${drawn} drawn, ${kept} already kept, in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

if (process.argv[1]?.endsWith('draw-cards.ts')) {
  const limit = process.argv.includes('--all') ? Number.POSITIVE_INFINITY : cardsAtBuild(process.env)
  drawCardsAhead(limit).catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
