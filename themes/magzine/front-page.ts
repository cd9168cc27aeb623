import type { PostSummary } from '@/lib/site/types'
import { categoryBands, recommendedPosts, type StoryBand } from '@/lib/site/story-bands'
import type { MagzineConfig } from './config'

/** The posts the lead story, its two wide cards and the latest band show before the category bands. */
const ABOVE_BANDS = 8
/** Posts of the page left out of the recommended band, being above it already. */
const SHOWN_ABOVE = 7
const PER_BAND = 4

export interface FrontPage {
  bands: StoryBand<PostSummary>[]
  recommended: PostSummary[]
}

/**
 * What the front page draws from the whole site under its first stories: a band per category (the
 * site's category order), then the recommended band, leaving out what is already on the page.
 * Pure, so the server picks these posts into the home's props (its manifest, theme.ts) and the
 * page draws the same from them; `all` is every post, or any part of them that keeps this page's
 * own posts first and holds every post drawn.
 */
export function frontPage(all: readonly PostSummary[], page: readonly PostSummary[], magzine: MagzineConfig, categoryOrder: readonly string[]): FrontPage {
  const bands = categoryBands(all, { skip: ABOVE_BANDS, perBand: PER_BAND, hidden: magzine.MAGZINE_HOME_HIDDEN_CATEGORY, order: categoryOrder })
  const shown = new Set([...page.slice(0, SHOWN_ABOVE), ...bands.flatMap((band) => band.posts)].map((post) => post.href))
  return { bands, recommended: recommendedBand(all, magzine, shown) }
}

/** The recommended band's posts: the tagged ones (the latest when none is) not in `shown`. */
export function recommendedBand(posts: readonly PostSummary[], magzine: MagzineConfig, shown?: ReadonlySet<string>): PostSummary[] {
  return recommendedPosts(posts, {
    tag: magzine.MAGZINE_RECOMMEND_POST_TAG,
    count: Number(magzine.MAGZINE_RECOMMEND_POST_COUNT),
    byUpdate: magzine.MAGZINE_RECOMMEND_POST_SORT_BY_UPDATE_TIME,
    exclude: shown
  })
}

/** Every post the front page draws from the site (its first stories included), in the site's order. */
export function frontPagePosts(all: readonly PostSummary[], magzine: MagzineConfig, categoryOrder: readonly string[]): PostSummary[] {
  const page = all.slice(0, ABOVE_BANDS)
  const { bands, recommended } = frontPage(all, page, magzine, categoryOrder)
  const drawn = new Set([...page, ...bands.flatMap((band) => band.posts), ...recommended].map((post) => post.href))
  return all.filter((post) => drawn.has(post.href))
}
