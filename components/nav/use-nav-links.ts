import { useMemo } from 'react'
import { useGlobal } from '@/components/site/context'
import type { MenuLink } from '@/lib/site/types'
import { type NavFlags, navLinks } from '@/components/nav/nav-links'

/**
 * A theme's navigation: with CUSTOM_MENU on, the site's Notion menus; off, the built-in screens its
 * flags turn on, then the site's published pages.
 */
export function useNavLinks(flags: NavFlags): MenuLink[] {
  const { site, config, t } = useGlobal()
  const { category, tag, archive, search, home } = flags
  const customMenu = config.CUSTOM_MENU
  return useMemo(
    () => navLinks({ menus: site.menus, pageLinks: site.pageLinks, customMenu }, { category, tag, archive, search, home }, t),
    [site.menus, site.pageLinks, customMenu, category, tag, archive, search, home, t]
  )
}
