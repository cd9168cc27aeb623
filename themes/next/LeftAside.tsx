import { NavList } from '@/components/nav/NavList'
import { SearchInput } from '@/components/search/SearchInput'
import { Tabs } from '@/components/widgets/Tabs'
import { TocCard } from '@/components/post/TocCard'
import { VisitCounters } from '@/components/widgets/VisitCounters'
import { StaticInfoCard } from '@/components/widgets/StaticInfoCard'
import { useGlobal } from '@/components/site/context'
import type { PostDetail } from '@/lib/site/types'
import { Brand } from './Brand'
import { useNextConfig } from './use-next-config'
import { useNextLinks } from './use-next-links'

const TAB = 'flex-1 border-b-2 border-transparent px-2 py-2 text-sm text-gray-600 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white'

/**
 * The left column from lg: the white block of the black brand, the menu, the search field (with
 * the words of a search page) — language and dark mode live in the footer, as NexT has them — and under it the sticky card of two tabs, the post's contents (on a
 * post) and the author's overview.
 */
export function LeftAside({ post, keyword }: { post: PostDetail | null; keyword: string }) {
  const { t, site, config } = useGlobal()
  const next = useNextConfig()
  const links = useNextLinks()
  return (
    <aside className="hidden w-60 shrink-0 flex-col gap-4 lg:flex">
      <header className="bg-white shadow-md dark:bg-[#101414]">
        <Brand />
        <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="py-2">
          <NavList
            links={links}
            classNames={{
              root: 'flex flex-col',
              link: 'flex w-full items-center gap-2 px-5 py-2 text-sm text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800',
              subMenu: 'pl-4'
            }}
            badge={(link) =>
              link.href === '/archive' ? (
                <span aria-hidden="true" className="ml-auto rounded-full bg-gray-200 px-2 text-xs tabular-nums text-gray-700 dark:bg-gray-700 dark:text-gray-200">{site.postCount}</span>
              ) : null
            }
          />
        </nav>
        {next.NEXT_MENU_SEARCH && (
          <div className="px-4 pb-4">
            <SearchInput
              key={keyword}
              initialValue={keyword}
              classNames={{ input: 'w-full rounded-none border border-gray-300 bg-white py-1.5 pl-9 pr-9 text-sm text-gray-900 placeholder-gray-500 focus:border-gray-700 focus:outline-none dark:border-gray-600 dark:bg-black dark:text-gray-100 dark:placeholder-gray-400' }}
            />
          </div>
        )}
      </header>
      <div className="sticky top-4 bg-white p-4 shadow-md dark:bg-[#101414]">
        <Tabs
          label={t.KIT.SIDEBAR}
          classNames={{
            list: 'mb-4 gap-2',
            tab: TAB,
            active: 'border-gray-800 font-semibold text-gray-900 dark:border-gray-200 dark:text-white',
            panel: 'focus:outline-none'
          }}
          tabs={[
            post !== null &&
              post.toc.length >= config.TOC_MIN_ITEMS && {
              id: 'toc',
              label: t.COMMON.TABLE_OF_CONTENTS,
              content: (
                <TocCard
                  toc={post.toc}
                  title={null}
                  classNames={{
                    progress: 'h-1 w-full bg-gray-200 dark:bg-gray-700',
                    bar: 'bg-[#4e80ee]',
                    percent: 'text-xs tabular-nums text-gray-600 dark:text-gray-300',
                    list: 'max-h-[60vh] overflow-y-auto',
                    item: 'block truncate py-1 text-sm text-gray-600 hover:text-[#4e80ee] dark:text-gray-300',
                    active: 'font-semibold text-[#3968d8] dark:text-[#8fb0f7]'
                  }}
                />
              )
            },
            {
              id: 'overview',
              label: t.KIT.OVERVIEW,
              content: (
                <div className="flex flex-col items-center gap-3">
                  <StaticInfoCard
                    avatarSize={120}
                    showCounts={false}
                    classNames={{
                      avatar: 'transition duration-500 hover:rotate-45 hover:scale-110 motion-reduce:transition-none',
                      name: 'font-serif text-2xl font-normal',
                      bio: 'dark:text-gray-300',
                      contactLink: 'hover:text-[#4e80ee]'
                    }}
                  />
                  <p className="flex flex-wrap justify-center gap-x-2 text-sm text-gray-600 dark:text-gray-300">
                    <span>
                      {site.postCount} {t.COMMON.POSTS}
                    </span>
                    <VisitCounters className="before:mr-2 before:content-['|']" />
                  </p>
                </div>
              )
            }
          ]}
        />
      </div>
    </aside>
  )
}
