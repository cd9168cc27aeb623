/**
 * `npx tsx scripts/build/draw-cards.ts`: draws every social card the site's pages name that is not
 * drawn yet, into .next/cache/quire/cards, for every language site. A server draws each card the
 * first time it is asked for; this draws them all ahead, for a static export (which has no server to
 * draw them) or a deployment that should never make a crawler wait. Takes the build's environment.
 */
import { localeSiteLocales } from '@/lib/i18n/locale-workspaces'
import { getServerContext } from '@/lib/props/server-context'
import { siteCardsByKey } from '@/lib/seo/site-cards-by-key'
import { socialCardPath } from '@/lib/seo/social-card-path'
import { socialCards } from '@/lib/seo/social-cards'

async function main() {
  const store = socialCards()
  const started = performance.now()
  let drawn = 0
  let kept = 0
  for (const locale of [undefined, ...localeSiteLocales(process.env.NOTION_PAGE_ID)]) {
    for (const [key, spec] of siteCardsByKey(await getServerContext(locale), store)) {
      if (await store.read(key)) {
        kept++
        continue
      }
      await store.ensure(spec)
      drawn++
      console.log(`drew ${socialCardPath(key)}: ${spec.title}`)
    }
  }
  console.log(`social cards: ${drawn} drawn, ${kept} already kept, in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
