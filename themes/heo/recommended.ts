import type { PostSummary } from '@/lib/site/types'
import { recommendedPosts } from '@/lib/site/story-bands'
import type { HeoConfig } from './config'

/** How many recommended posts the home's hero shows (a 3×2 grid on xl). */
const HERO_RECOMMENDED = 6

/**
 * The hero's recommended posts: those tagged with the configured tag (else the latest). Pure, so
 * the server picks them into the home's props (its manifest, theme.ts) and the hero draws the same.
 */
export function heroRecommended(posts: readonly PostSummary[], heo: Pick<HeoConfig, 'HEO_HERO_RECOMMEND_POST_TAG' | 'HEO_HERO_RECOMMEND_POST_SORT_BY_UPDATE_TIME'>): PostSummary[] {
  return recommendedPosts(posts, { tag: heo.HEO_HERO_RECOMMEND_POST_TAG, count: HERO_RECOMMENDED, byUpdate: heo.HEO_HERO_RECOMMEND_POST_SORT_BY_UPDATE_TIME })
}
