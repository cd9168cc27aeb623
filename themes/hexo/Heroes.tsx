import { CategoryChip } from '@/components/list/CategoryChip'
import { CategoryList } from '@/components/list/CategoryList'
import { Hero } from '@/components/widgets/Hero'
import { PostIcon } from '@/components/post/PostIcon'
import { PageViews } from '@/components/widgets/PageViews'
import { SiteLink } from '@/components/nav/SiteLink'
import { TagList } from '@/components/list/TagList'
import { useGlobal } from '@/components/site/context'
import type { PostDetail } from '@/lib/site/types'
import { useHexoConfig } from './use-hexo-config'

/** The full-screen home cover: the site title, the typed greetings, a glassy button per category, "Start reading". */
export function HomeHero() {
  const { config, site } = useGlobal()
  const hexo = useHexoConfig()
  return (
    <Hero
      image={site.siteInfo.pageCover}
      title={config.TITLE || site.siteInfo.title}
      words={config.GREETING_WORDS}
      fixedImage={hexo.HEXO_HOME_NAV_BACKGROUND_IMG_FIXED}
      startTarget="main"
      startLabel={hexo.HEXO_SHOW_START_READING}
      classNames={{
        root: 'h-svh min-h-[30rem] w-full',
        shade: 'bg-gradient-to-b from-black/60 via-black/25 to-black/70',
        title: 'font-black tracking-wide',
        start: 'text-white'
      }}
    >
      {hexo.HEXO_HOME_NAV_BUTTONS && (
        <CategoryList
          categories={site.categories}
          showCount={false}
          classNames={{ root: 'mt-4 max-h-72 max-w-3xl justify-center gap-3 overflow-y-auto p-1', chip: 'h-20 w-36 justify-center rounded-xl border-2 border-white bg-white/15 px-2 text-lg font-semibold text-white transition hover:scale-105 hover:bg-white hover:text-black sm:w-40 motion-reduce:transition-none' }}
        />
      )}
    </Hero>
  )
}

/** A post's cover band: its category, title, author, dates, views and tags over the cover under a dark veil. */
export function ArticleHero({ post }: { post: PostDetail }) {
  const { t, site, config } = useGlobal()
  const hexo = useHexoConfig()
  const category = post.category[0]
  return (
    <Hero
      image={post.pageCover || (hexo.HEXO_POST_LIST_COVER_DEFAULT ? site.siteInfo.pageCover : '')}
      title={
        <>
          <PostIcon icon={post.pageIcon} /> {post.title || t.COMMON.UNTITLED}
        </>
      }
      eyebrow={
        category && <CategoryChip name={category} className="rounded-md border border-white px-3 py-0.5 text-sm text-white hover:bg-white hover:text-black" />
      }
      classNames={{
        root: 'h-96 w-full',
        shade: 'bg-black/70 bg-none',
        content: 'max-w-4xl pt-14',
        title: 'text-3xl leading-tight md:text-5xl'
      }}
    >
      <p className="flex flex-wrap justify-center gap-x-3 text-sm">
        <SiteLink href="/about" className="hover:underline">
          {config.AUTHOR}
        </SiteLink>
        <span>
          {t.KIT.POSTED} <time dateTime={post.date.start_date}>{post.publishDay}</time>
        </span>
        {post.lastEditedDay && (
          <span>
            {t.COMMON.LAST_EDITED} <time>{post.lastEditedDay}</time>
          </span>
        )}
        <PageViews />
      </p>
      <TagList tags={post.tagItems} classNames={{ chip: 'rounded-full px-2.5 py-0.5 text-xs' }} />
    </Hero>
  )
}
