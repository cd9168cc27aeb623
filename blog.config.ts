/**
 * Every site setting with its default, assembled from the groups in conf/. Change a default in its
 * group file; override one without touching code through an environment variable of the same
 * name (or NEXT_PUBLIC_<KEY>), a theme's config, or a row of type Config in the Notion database,
 * in that rising order of strength (see lib/config/resolve-config.ts).
 */
import { ANALYTICS_CONFIG } from '@/conf/analytics'
import { COMMENT_CONFIG } from '@/conf/comment'
import { CONTACT_CONFIG } from '@/conf/contact'
import { IMAGE_CONFIG } from '@/conf/image'
import { LAYOUT_CONFIG } from '@/conf/layout'
import { NOTION_CONFIG } from '@/conf/notion'
import { SEO_CONFIG } from '@/conf/seo'
import { SITE_CONFIG } from '@/conf/site'
import { TIMING_CONFIG } from '@/conf/timing'
import { WIDGET_CONFIG } from '@/conf/widget'
import { defineConfig } from '@/conf/define-config'

/** The config groups, in the order they are assembled; a key belongs to exactly one group. */
export const CONFIG_GROUPS = {
  site: SITE_CONFIG,
  layout: LAYOUT_CONFIG,
  notion: NOTION_CONFIG,
  contact: CONTACT_CONFIG,
  seo: SEO_CONFIG,
  comment: COMMENT_CONFIG,
  analytics: ANALYTICS_CONFIG,
  widget: WIDGET_CONFIG,
  image: IMAGE_CONFIG,
  timing: TIMING_CONFIG
}

const BLOG = defineConfig({
  ...SITE_CONFIG,
  ...LAYOUT_CONFIG,
  ...NOTION_CONFIG,
  ...CONTACT_CONFIG,
  ...SEO_CONFIG,
  ...COMMENT_CONFIG,
  ...ANALYTICS_CONFIG,
  ...WIDGET_CONFIG,
  ...IMAGE_CONFIG,
  ...TIMING_CONFIG
})

/** Every site setting and its type, derived from the defaults. */
export type SiteConfig = typeof BLOG

export default BLOG
