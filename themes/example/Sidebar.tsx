import { Announcement } from '@/components/widgets/Announcement'
import { SidebarCard } from '@/components/widgets/SidebarCard'
import { StaticCategoryList } from '@/components/list/StaticCategoryList'
import { StaticLatestPosts } from '@/components/widgets/StaticLatestPosts'
import { StaticTableOfContents } from '@/components/post/StaticTableOfContents'
import { useGlobal } from '@/components/site/context'
import type { PostDetail } from '@/lib/site/types'

/**
 * One look for every card: a bordered box whose title is a grey strip across its top. The title
 * pulls itself over the card's padding (negative margins), so a card is two class strings.
 */
const CARD = {
  root: 'rounded border border-gray-200 bg-white p-4 text-sm shadow-sm dark:border-neutral-800 dark:bg-neutral-900',
  title: '-mx-4 -mt-4 mb-3 flex-1 rounded-t border-b border-gray-200 bg-gray-100 px-4 py-2.5 font-normal text-gray-700 dark:border-neutral-800 dark:bg-neutral-800 dark:text-gray-200'
}

const LINK = 'text-gray-800 hover:underline dark:text-gray-200'

/**
 * The column of cards beside the content (under it on phones): on a post its contents, then the
 * categories, the latest posts and the announcement. Each card is a kit part drawn from the site's
 * data (`useGlobal().site`); the `Static*` ones keep the server's HTML and load no code of their own.
 */
export function Sidebar({ post }: { post: PostDetail | null }) {
  const { site, config, t } = useGlobal()
  // Under TOC_MIN_ITEMS headings a post needs no map: then there is no card at all.
  const hasContents = post !== null && post.toc.length >= config.TOC_MIN_ITEMS
  return (
    <aside className="flex w-full shrink-0 flex-col gap-6 lg:w-64">
      {hasContents && (
        <SidebarCard title={t.KIT.CATALOGUE} classNames={CARD}>
          <StaticTableOfContents toc={post.toc} title={null} classNames={{ item: `block truncate py-1 ${LINK}`, active: 'font-semibold' }} />
        </SidebarCard>
      )}
      {site.categories.length > 0 && (
        <SidebarCard title={t.COMMON.CATEGORIES} classNames={CARD}>
          <StaticCategoryList categories={site.categories} variant="rows" classNames={{ chip: LINK }} />
        </SidebarCard>
      )}
      <StaticLatestPosts showThumbnail={false} classNames={{ ...CARD, list: 'flex flex-col gap-2', item: 'flex flex-col', link: LINK }} />
      {/* Nothing at all when the site has no Notice page. */}
      <Announcement classNames={CARD} />
    </aside>
  )
}
