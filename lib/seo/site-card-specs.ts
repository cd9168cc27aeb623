import type { SiteConfig } from '@/lib/config'
import type { SiteData, SitePost } from '@/lib/site/types'
import type { CardPalette } from './card-palettes'
import { type SocialCardSpec, socialCardSpec } from './social-card-spec'

export type CardConfig = Pick<SiteConfig, 'TITLE' | 'DESCRIPTION' | 'LINK' | 'APPEARANCE' | 'BLOG_FAVICON'>

export interface SiteCardSpecs {
  /** The site's own card: home, lists, archive, search, and every screen that is not a post or page. */
  site: SocialCardSpec
  /** A post's or page's card: its title and cover, with the site's name and icon. */
  post: (post: Pick<SitePost, 'title' | 'pageCover'>) => SocialCardSpec
}

/**
 * The cards of a site, named and coloured as its head names it (SEO): the configured TITLE and
 * DESCRIPTION before the workspace's own, the site's icon before the favicon, the theme's palette
 * in the configured appearance.
 */
export function siteCardSpecs(site: Pick<SiteData, 'siteInfo'>, config: CardConfig, palette: CardPalette): SiteCardSpecs {
  const shared = {
    siteName: config.TITLE || site.siteInfo.title,
    link: config.LINK,
    icon: site.siteInfo.icon || config.BLOG_FAVICON,
    palette,
    appearance: config.APPEARANCE
  }
  return {
    site: socialCardSpec({ ...shared, title: shared.siteName, description: config.DESCRIPTION || site.siteInfo.description, cover: site.siteInfo.pageCover }),
    post: (post) => socialCardSpec({ ...shared, title: post.title, cover: post.pageCover })
  }
}
