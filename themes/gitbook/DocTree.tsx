import { NavTree } from '@/components/nav/NavTree'
import { SiteLink } from '@/components/nav/SiteLink'
import { useSitePosts } from '@/components/hooks/use-page-props'
import { useUnreadPosts } from '@/components/list/use-unread-posts'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { useGitbookConfig, useIndexHref } from './use-gitbook-config'

const ROW = 'rounded-md px-2 py-1.5 hover:bg-gray-50 dark:hover:bg-neutral-900'
const CURRENT = 'bg-green-50 font-semibold text-green-800 hover:bg-green-50 dark:bg-yellow-100 dark:text-yellow-800 dark:hover:bg-yellow-100'

/**
 * The signature left tree: the index document (named by the site description), then every post in
 * folders by category, filtered live by the top bar's search field. Not `active`, it asks for no
 * posts (the tree beside the document, hidden on phones, which have their own in the tab bar).
 */
export function DocTree({ filter, onNavigate, openFirst = false, active = true }: { filter: string; onNavigate?: () => void; openFirst?: boolean; active?: boolean }) {
  const { config, site, t } = useGlobal()
  const gitbook = useGitbookConfig()
  const indexHref = useIndexHref()
  const posts = useSitePosts(active)
  const unread = useUnreadPosts(gitbook.GITBOOK_LATEST_POST_RED_BADGE)
  return (
    <div className="flex flex-col gap-1 text-sm">
      {!filter && (
        <SiteLink href={indexHref} onClick={onNavigate} className={cx(ROW, 'font-medium text-gray-800 dark:text-gray-200')}>
          {config.DESCRIPTION || site.siteInfo.description || site.siteInfo.title}
        </SiteLink>
      )}
      <NavTree
        posts={posts}
        filter={filter}
        merge={gitbook.GITBOOK_AUTO_SORT}
        exclusive={gitbook.GITBOOK_EXCLUSIVE_COLLAPSE}
        hoverExpand={gitbook.GITBOOK_FOLDER_HOVER_EXPAND}
        onNavigate={onNavigate}
        openFirst={openFirst}
        icons
        hasBadge={unread}
        renderBadge={(post) => unread(post) && <span aria-label={t.KIT.UPDATED} role="img" className="h-2 w-2 shrink-0 rounded-full bg-red-500" />}
        classNames={{
          groupButton: cx(ROW, 'flex w-full items-center justify-between gap-2 text-left text-gray-800 dark:text-gray-200'),
          groupButtonOpen: 'font-semibold',
          list: 'ml-3 mt-0.5 flex flex-col gap-0.5 border-l border-gray-200 pl-2 dark:border-neutral-800',
          link: cx(ROW, 'flex items-center gap-2 text-gray-700 dark:text-gray-300'),
          current: CURRENT
        }}
      />
    </div>
  )
}
