import type { ReactNode } from 'react'
import { listScreens } from '@/components/list/ListScreens'
import { blogHeading } from '@/components/marketing/blog-heading'
import { SectionHeader } from '@/components/marketing/SectionHeader'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { BlocksSection, FeaturesSection, HeroSection, NewsletterSection, PricingSection, TestimonialsSection } from './Home'
import { PostList } from './PostList'
import { CONTAINER, GRADIENT_TEXT, INPUT, SCREEN, SCREEN_TITLE } from './styles'
import { useLandingConfig } from './use-landing-config'

const CARD = 'rounded-lg border border-gray-200 bg-white p-6 shadow-md dark:border-gray-800 dark:bg-[#101414]'

const HEADING = cx(SCREEN_TITLE, GRADIENT_TEXT)

/** Every screen but home stands in the page's column under its gradient title. */
function Frame({ children }: { children: ReactNode }) {
  return <div className={SCREEN}>{children}</div>
}

function Screen({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Frame>
      <h1 className={HEADING}>{title}</h1>
      {children}
    </Frame>
  )
}

/**
 * Home: the product page (hero, features, cards, quote, plans, newsletter), with the blog's latest
 * posts before the newsletter only when LANDING_HOME_BLOG is on; page n: the blog alone.
 */
export function LayoutIndex({ posts, paging }: LayoutPropsMap['LayoutIndex']) {
  const landing = useLandingConfig()
  const { t } = useGlobal()
  if (paging.page > 1) {
    return (
      <Screen title={blogHeading(t, landing.LANDING_BLOG_TITLE, paging)}>
        <PostList posts={posts} paging={paging} />
      </Screen>
    )
  }
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <BlocksSection />
      <TestimonialsSection />
      <PricingSection />
      {landing.LANDING_HOME_BLOG && (
        <section id="blog" aria-labelledby="landing-blog" className={cx(CONTAINER, 'scroll-mt-20 pb-16 md:pb-24')}>
          <SectionHeader id="landing-blog" title={landing.LANDING_BLOG_TITLE} text={landing.LANDING_BLOG_TEXT} classNames={{ root: 'mb-12', title: 'text-3xl font-extrabold tracking-tight md:text-4xl', text: 'text-gray-600 dark:text-gray-400' }} />
          <PostList posts={posts} paging={paging} />
        </section>
      )}
      <NewsletterSection />
    </>
  )
}

export function LayoutPostList({ posts, paging, category, tag }: LayoutPropsMap['LayoutPostList']) {
  const { t } = useGlobal()
  const landing = useLandingConfig()
  return (
    <Screen title={blogHeading(t, landing.LANDING_BLOG_TITLE, { category, tag, page: paging.page })}>
      <PostList posts={posts} paging={paging} />
    </Screen>
  )
}

const FORM_BUTTON = 'rounded-md bg-blue-600 px-4 py-3 font-medium text-white hover:bg-blue-700 disabled:opacity-60 dark:bg-blue-500 dark:text-gray-950'

export const { LayoutSearch, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex, Layout404, LayoutSignIn, LayoutSignUp } = listScreens({
  List: PostList,
  classNames: { heading: HEADING },
  Frame,
  framed: ['search', 'archive', 'categories', 'tags', 'notFound', 'forms'],
  search: { classNames: { root: 'mb-10 max-w-2xl', input: cx(INPUT, 'pl-10 pr-10'), overview: cx(CARD, 'flex flex-col gap-8'), overviewHeading: 'mb-3 text-lg font-bold' } },
  archive: {
    classNames: {
      root: 'flex flex-col gap-10',
      title: 'mb-3 text-xl font-bold text-gray-900 dark:text-gray-100',
      list: 'flex flex-col',
      item: 'flex items-baseline gap-4 border-l-2 border-gray-200 py-1.5 pl-4 transition-colors hover:border-blue-600 dark:border-gray-800 dark:hover:border-blue-400',
      link: 'font-medium text-gray-800 hover:text-blue-700 dark:text-gray-200 dark:hover:text-blue-300'
    }
  },
  categories: { variant: 'rows', classNames: { chip: cx(CARD, 'flex items-center justify-between font-semibold text-gray-900 hover:border-blue-600 hover:text-blue-700 dark:text-gray-100 dark:hover:border-blue-400 dark:hover:text-blue-300') } },
  tags: { classNames: { chip: 'rounded-full px-4 py-1.5 text-sm font-medium', root: 'flex flex-wrap gap-3' } },
  notFound: {
    children: (
      <p aria-hidden="true" className={cx('text-8xl font-extrabold tracking-tighter', GRADIENT_TEXT)}>
        404
      </p>
    ),
    classNames: { root: 'flex flex-col items-center gap-4 py-10 text-center', title: 'text-3xl font-extrabold' }
  },
  forms: { classNames: { root: cx(CARD, 'max-w-md'), button: FORM_BUTTON } }
})
