import { Hash } from 'lucide-react'
import { SiteLink } from '@/components/nav/SiteLink'
import { useMemo } from 'react'
import { LinkCard } from '@/components/list/LinkCard'
import { useListFilter } from '@/components/list/ListFilter'
import { NoResults } from '@/components/search/NoResults'
import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { capPerCategory } from '@/lib/site/cap-per-category'
import { categoryAnchorId, filterNavTree, groupPostsByCategory, orderGroups } from '@/lib/site/nav-tree'
import { categoryHref } from '@/lib/urls/taxonomy-href'
import { useNavConfig } from './use-nav-config'

/** What a card shows: a post, or a post link (related posts) that has no summary. */
type CardPost = Pick<PostSummary, 'title' | 'href' | 'pageIcon'> & { summary?: string }

/** The directory's grid: 1 to 5 columns as the window widens. */
export const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5'

/** One link card in nav's look: white, rounded, a hairline shadow that deepens on hover; title and description each wrap to two lines. */
export function DirectoryCard({ post }: { post: CardPost }) {
  const { t } = useGlobal()
  return (
    <LinkCard
      post={{ ...post, summary: post.summary ?? '' }}
      emptySummary={t.KIT.NO_DESCRIPTION}
      classNames={{
        root: 'flex h-full items-start gap-3 rounded-2xl bg-white p-4 shadow-[0_0_1px_rgba(0,0,0,0.2)] transition-shadow hover:shadow-[0_8px_28px_rgba(0,0,0,0.12)] motion-reduce:transition-none dark:bg-neutral-800 dark:shadow-none dark:hover:bg-neutral-700',
        current: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
        icon: 'flex h-11 w-11 shrink-0 items-center justify-center overflow-hidden rounded-lg text-[2rem] leading-none',
        title: 'line-clamp-2 text-sm font-bold',
        summary: 'line-clamp-2 text-xs text-gray-600 dark:text-neutral-400',
        placeholder: 'line-clamp-2 text-xs italic text-gray-600 dark:text-neutral-400'
      }}
    />
  )
}

/** Link cards in the directory's grid. */
export function LinkGrid({ posts }: { posts: readonly CardPost[] }) {
  return (
    <ul className={GRID}>
      {posts.map((post) => (
        <li key={post.href} className="min-w-0">
          <DirectoryCard post={post} />
        </li>
      ))}
    </ul>
  )
}

/**
 * Every post as a link card, in sections by category in the menu's order (one per category with
 * NAV_AUTO_SORT; those without one last under "Uncategorised"), each headed "# name" and reachable
 * from the menu; the top bar's text filters them by title and summary as it is typed. Past
 * NAV_DIRECTORY_MAX_POSTS each category shows its newest posts and a link to all of them.
 */
export function Directory({ posts }: { posts: readonly PostSummary[] }) {
  const { t, site } = useGlobal()
  const nav = useNavConfig()
  const { text } = useListFilter()
  const groups = useMemo(
    () =>
      filterNavTree(
        orderGroups(
          groupPostsByCategory(capPerCategory(posts, nav.NAV_DIRECTORY_MAX_POSTS), nav.NAV_AUTO_SORT, 'together'),
          site.categories.map((category) => category.name)
        ),
        text,
        (post) => `${post.title} ${post.summary}`
      ),
    [posts, nav.NAV_AUTO_SORT, nav.NAV_DIRECTORY_MAX_POSTS, text, site.categories]
  )
  const counts = useMemo(() => new Map(site.categories.map((category) => [category.name, category.count])), [site.categories])
  if (groups.length === 0) return <NoResults keyword={text.trim()} />
  return (
    <div className="flex flex-col gap-10">
      {groups.map((group) => {
        const id = categoryAnchorId(group.name)
        const count = group.name === null ? 0 : (counts.get(group.name) ?? 0)
        return (
          <section key={group.key} aria-labelledby={`${id}-title`} id={id} className="scroll-mt-20">
            <h2 id={`${id}-title`} className="mb-4 flex items-center gap-1.5 text-lg font-bold text-gray-800 dark:text-neutral-200">
              <Hash aria-hidden="true" className="h-4 w-4 text-gray-500 dark:text-neutral-400" />
              {group.name ?? t.KIT.UNCATEGORISED}
            </h2>
            <LinkGrid posts={group.posts} />
            {nav.NAV_AUTO_SORT && group.name !== null && !text.trim() && count > group.posts.length && (
              <SiteLink href={categoryHref(group.name)} className="mt-3 inline-block text-sm font-semibold text-green-800 hover:underline dark:text-green-300">
                {`${t.KIT.VIEW_ALL} (${count})`}
              </SiteLink>
            )}
          </section>
        )
      })}
    </div>
  )
}
