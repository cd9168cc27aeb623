import type { GetServerSideProps } from 'next'
import { localeSiteLocales } from '@/lib/i18n/locale-workspaces'
import { getServerContext } from '@/lib/static-props/server-context'
import { siteCardsByKey } from './site-cards-by-key'
import { socialCardKeyOf } from './social-card-path'
import type { SocialCardSpec } from './social-card-spec'
import { socialCards } from './social-cards'
import { notionPageId } from '@/lib/env'

/** The spec of the card named `key` on any of the sites (the default one, then each language's), or null when no current page names it. */
async function findSpec(key: string): Promise<SocialCardSpec | null> {
  for (const locale of [undefined, ...localeSiteLocales(notionPageId())]) {
    const spec = siteCardsByKey(await getServerContext(locale), socialCards()).get(key)
    if (spec) return spec
  }
  return null
}

/**
 * `/og/{key}.png`: a social card, from the card store, or drawn now when a current page names it
 * and it has not been drawn yet (then kept, so it is drawn once). Its URL changes with what it
 * shows, so it may be cached for good. A key that is neither kept nor named by a page is 404.
 */
export const socialCardServerSideProps: GetServerSideProps<Record<string, never>, { card: string }> = async ({ params, req, res }) => {
  // An image is read, never written: any other method is refused before a card is looked up or drawn.
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405
    res.setHeader('Allow', 'GET, HEAD')
    res.end()
    return { props: {} }
  }
  const key = socialCardKeyOf(params?.card ?? '')
  if (!key) return { notFound: true }
  const store = socialCards()
  let png = await store.read(key)
  if (!png) {
    const spec = await findSpec(key)
    if (!spec) return { notFound: true }
    png = await store.ensure(spec)
  }
  res.setHeader('Content-Type', 'image/png')
  res.setHeader('Content-Length', String(png.byteLength))
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  res.end(png)
  return { props: {} }
}
