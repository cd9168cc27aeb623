import { useNavLinks } from '@/components/nav/use-nav-links'
import type { MenuLink } from '@/lib/site/types'
import { useNextConfig } from './use-next-config'

/** NexT's menu: Home, then the screens the NEXT_MENU_* keys turn on, then the Notion pages. */
export function useNextLinks(): MenuLink[] {
  const next = useNextConfig()
  return useNavLinks({ home: true, category: next.NEXT_MENU_CATEGORY, tag: next.NEXT_MENU_TAG, archive: next.NEXT_MENU_ARCHIVE, search: next.NEXT_MENU_SEARCH })
}
