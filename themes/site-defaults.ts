import type { SiteConfig } from '@/blog.config'
import type { ThemeName } from './types'

/**
 * The site settings a theme sets differently from the site's defaults (plog is dark unless told
 * otherwise), apart from its own keys, which its components read through useThemeConfig. The browser
 * resolves the site's config with only these: every theme's config in every page's scripts would
 * grow with each theme (3 kB with thirteen). A test keeps this equal to the themes' config files.
 */
export const THEME_SITE_DEFAULTS: Partial<Record<ThemeName, Partial<SiteConfig>>> = {
  plog: { APPEARANCE: 'dark' }
}
