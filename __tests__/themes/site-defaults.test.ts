import { DEFAULT_CONFIG } from '@/lib/config/default-config'
import { THEME_CONFIGS } from '@/themes/configs'
import { THEME_SITE_DEFAULTS } from '@/themes/site-defaults'
import { THEME_NAMES } from '@/themes/types'

describe('THEME_SITE_DEFAULTS', () => {
  it.each(THEME_NAMES)("%s: names exactly the site settings the theme's config file changes", (name) => {
    const siteKeys = Object.fromEntries(Object.entries(THEME_CONFIGS[name]).filter(([key]) => Object.hasOwn(DEFAULT_CONFIG, key)))
    expect(THEME_SITE_DEFAULTS[name] ?? {}).toEqual(siteKeys)
  })
})
