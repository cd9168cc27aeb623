import { useMemo } from 'react'
import { useGlobal } from '@/components/site/context'
import type { MenuLink } from '@/lib/site/types'
import { type NavFlags, navLinks } from '@/components/nav/nav-links'

/** A theme's navigation: the built-in screens its flags turn on, then the site's Notion menus. */
export function useNavLinks(flags: NavFlags): MenuLink[] {
  const { site, t } = useGlobal()
  const { category, tag, archive, search, home } = flags
  return useMemo(() => navLinks(site.menus, { category, tag, archive, search, home }, t), [site.menus, category, tag, archive, search, home, t])
}
