import { Announcement } from '@/components/widgets/Announcement'
import { ArchiveScreen, CategoryIndexScreen, TagIndexScreen } from '@/components/list/IndexScreens'
import { LazySignInForm } from '@/components/marketing/LazySignInForm'
import { LazySignUpForm } from '@/components/marketing/LazySignUpForm'
import { NotFound } from '@/components/site/NotFound'
import { SearchScreen } from '@/components/search/SearchScreen'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { CategoryPanel } from './CategoryPanel'
import { useHomeSitePosts } from '@/components/hooks/use-page-props'
import { ProductGrid, ProductShelf } from './ProductGrid'
import { PANEL, RED_TEXT, RULED } from './styles'
import { useCommerceConfig } from './use-commerce-config'

const TAG_CHIP = 'px-2.5 py-1 text-sm hover:!bg-[#D2232A] hover:!text-white hover:!opacity-100'
const CATEGORY_PILL = 'rounded-full border border-gray-300 px-3 py-1 hover:border-[#D2232A] hover:bg-[#D2232A] hover:text-white dark:border-gray-600'

/**
 * The "Product Center": its heading and line, the category panel beside the first products
 * (COMMERCE_HOME_POSTS_COUNT, no pages), and the brand's introduction below (the Notice page, under
 * its own title, in large justified type). Page n of home is the paged grid.
 */
export function LayoutIndex(props: LayoutPropsMap['LayoutIndex']) {
  const { posts, paging, site, sitePosts } = props
  const commerce = useCommerceConfig()
  const count = commerce.COMMERCE_HOME_POSTS_COUNT
  // The site's own build carries the first products (the manifest's homeSitePosts); on another theme's build, the rest are read only when the first page holds too few.
  const all = useHomeSitePosts(sitePosts, paging.page === 1 && count > posts.length && paging.totalPages > 1) ?? posts
  if (paging.page > 1) return <LayoutPostList {...props} category={null} tag={null} />
  return (
    <div className="flex flex-col gap-10">
      <header className="text-center">
        <h1 className="text-3xl font-bold md:text-4xl">{commerce.COMMERCE_TEXT_CENTER_TITLE}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-gray-600 dark:text-gray-400">{commerce.COMMERCE_TEXT_CENTER_DESCRIPTION}</p>
      </header>
      <div className="flex gap-6">
        <CategoryPanel />
        <div className="min-w-0 flex-1">
          <ProductShelf posts={all.slice(0, count)} />
        </div>
      </div>
      {site.notice && (
        <Announcement
          title={site.notice.title}
          classNames={{ root: 'border-t border-gray-200 pt-10 text-justify dark:border-gray-800 [&_.notion]:text-2xl [&_p]:text-2xl [&_p]:leading-relaxed', title: 'mb-6 text-center text-3xl font-bold md:text-4xl' }}
        />
      )}
    </div>
  )
}

/** A category's or a tag's products in a white panel under its slot header, the category panel on the right. */
export function LayoutPostList({ posts, paging, category, tag }: LayoutPropsMap['LayoutPostList']) {
  const { t, config } = useGlobal()
  return (
    <div className="flex gap-6">
      <section className={cx(PANEL, 'min-w-0 flex-1')}>
        {category ? (
          <h1 className={RULED}>
            <span className="sr-only">{t.COMMON.CATEGORY}: </span>
            {category}
          </h1>
        ) : tag ? (
          <h1 className={cx(RULED, 'font-light text-gray-600 dark:text-gray-300')}>
            <span className="sr-only">{t.COMMON.TAG}: </span>#{tag}
          </h1>
        ) : (
          <h1 className="sr-only">{`${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}`}</h1>
        )}
        <ProductGrid posts={posts} paging={paging} />
      </section>
      <CategoryPanel current={category} />
    </div>
  )
}

export function LayoutSearch({ keyword, posts, paging, site }: LayoutPropsMap['LayoutSearch']) {
  return (
    <div className="flex gap-6">
      <SearchScreen
        keyword={keyword}
        categories={site.categories}
        tags={site.tags}
        results={
          <div className={PANEL}>
            <ProductGrid posts={posts} paging={paging} keyword={keyword} />
          </div>
        }
        classNames={{
          root: 'min-w-0 flex-1',
          card: PANEL,
          heading: RULED,
          input:
            'w-full border border-gray-300 bg-white py-3 pl-10 pr-10 text-lg text-gray-900 placeholder-gray-500 focus:border-[#D2232A] focus:outline-none dark:border-gray-600 dark:bg-black dark:text-gray-100 dark:placeholder-gray-400',
          category: CATEGORY_PILL,
          tag: TAG_CHIP
        }}
      />
      <CategoryPanel />
    </div>
  )
}

export function LayoutArchive({ archive, paging }: LayoutPropsMap['LayoutArchive']) {
  return (
    <div className="flex gap-6">
      <div className={cx(PANEL, 'min-w-0 flex-1')}>
        <ArchiveScreen
          archive={archive}
          paging={paging}
          classNames={{
            heading: RULED,
            root: 'flex flex-col gap-8',
            title: 'mb-3 text-3xl font-light',
            list: 'flex flex-col',
            item: 'flex items-baseline gap-3 border-l-2 border-gray-200 py-1.5 pl-3 transition-colors hover:border-[#D2232A] dark:border-gray-700 dark:hover:border-red-400 motion-reduce:transition-none',
            link: 'hover:text-[#D2232A] dark:hover:text-red-400'
          }}
        />
      </div>
      <CategoryPanel />
    </div>
  )
}

export function LayoutCategoryIndex({ categories }: LayoutPropsMap['LayoutCategoryIndex']) {
  return (
    <div className={PANEL}>
      <CategoryIndexScreen categories={categories} variant="rows" classNames={{ chip: 'hover:text-[#D2232A] dark:hover:text-red-400', heading: RULED }} />
    </div>
  )
}

export function LayoutTagIndex({ tags }: LayoutPropsMap['LayoutTagIndex']) {
  return (
    <div className={PANEL}>
      <TagIndexScreen tags={tags} classNames={{ chip: TAG_CHIP, heading: RULED }} />
    </div>
  )
}

/** "404 │ page not found", then home after a few seconds. */
export function Layout404(_props: LayoutPropsMap['Layout404']) {
  const commerce = useCommerceConfig()
  return (
    <NotFound
      redirectSeconds={commerce.COMMERCE_404_REDIRECT_SECONDS}
      classNames={{
        root: cx(PANEL, 'flex flex-wrap items-center justify-center gap-x-5 gap-y-4 py-20 text-center [&>:not(h1,[aria-hidden])]:basis-full'),
        title: 'text-xl'
      }}
    >
      <p aria-hidden="true" className={cx('border-r-2 border-gray-300 pr-5 text-5xl font-bold dark:border-gray-600', RED_TEXT)}>
        404
      </p>
    </NotFound>
  )
}

export function LayoutSignIn(_props: LayoutPropsMap['LayoutSignIn']) {
  return <LazySignInForm classNames={{ root: cx(PANEL, 'mx-auto w-full max-w-xl') }} />
}

export function LayoutSignUp(_props: LayoutPropsMap['LayoutSignUp']) {
  return <LazySignUpForm classNames={{ root: cx(PANEL, 'mx-auto w-full max-w-xl') }} />
}
