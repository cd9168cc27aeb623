import type { ReactNode } from 'react'
import { ArchiveScreen, CategoryIndexScreen, TagIndexScreen } from '@/components/list/IndexScreens'
import { blogHeading } from '@/components/marketing/blog-heading'
import { MarketingForm } from '@/components/marketing/MarketingForm'
import { SectionHeader } from '@/components/marketing/SectionHeader'
import { NotFound } from '@/components/site/NotFound'
import { SearchInput } from '@/components/search/SearchInput'
import { SiteLink } from '@/components/nav/SiteLink'
import { TaxonomyOverview } from '@/components/list/TaxonomyOverview'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { AboutSection, BrandsSection, ContactSection, CtaSection, FaqSection, FeaturesSection, HeroSection, PricingSection, TeamSection, TestimonialsSection } from './Home'
import { PageBanner } from './PageBanner'
import { PostList } from './PostList'
import { BODY, BUTTON, CARD, CONTAINER, HEADER_CLASSES, INPUT, SCREEN, SECTION } from './styles'
import { useStarterConfig } from './use-starter-config'
import { publicUrl } from '@/lib/deploy/static-export'

function Screen({ title, text, children }: { title: ReactNode; text?: string; children: ReactNode }) {
  return (
    <>
      <PageBanner title={title} text={text} />
      <div className={SCREEN}>{children}</div>
    </>
  )
}

/** Home: hero, logos, features, about, plans, quotes, questions, team, the latest posts, contact and the closing band; page n: the blog alone. */
export function LayoutIndex({ posts, paging }: LayoutPropsMap['LayoutIndex']) {
  const starter = useStarterConfig()
  const { t } = useGlobal()
  if (paging.page > 1) {
    return (
      <Screen title={blogHeading(t, starter.STARTER_BLOG_TEXT_1, paging)}>
        <PostList posts={posts} paging={paging} />
      </Screen>
    )
  }
  return (
    <>
      {starter.STARTER_HERO_ENABLE ? <HeroSection /> : <h1 className="sr-only">{starter.STARTER_HERO_TITLE_1}</h1>}
      <BrandsSection />
      <FeaturesSection />
      <AboutSection />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
      <TeamSection />
      {starter.STARTER_BLOG_ENABLE && (
        <section id="blog" aria-labelledby="starter-blog" className={cx(SECTION, 'scroll-mt-16')}>
          <div className={CONTAINER}>
            <SectionHeader
              id="starter-blog"
              eyebrow={starter.STARTER_BLOG_TITLE}
              title={starter.STARTER_BLOG_TEXT_1}
              text={starter.STARTER_BLOG_TEXT_2}
              classNames={{ ...HEADER_CLASSES, root: cx(HEADER_CLASSES.root, 'mx-auto text-center') }}
            />
            <PostList posts={posts} paging={paging} />
            <p className="mt-12 text-center">
              <SiteLink href="/archive" className="font-medium text-[#3758F9] hover:underline dark:text-[#8099ff]">
                {starter.STARTER_BLOG_MORE} →
              </SiteLink>
            </p>
          </div>
        </section>
      )}
      <ContactSection />
      <CtaSection />
    </>
  )
}

export function LayoutPostList({ posts, paging, category, tag }: LayoutPropsMap['LayoutPostList']) {
  const { t } = useGlobal()
  const starter = useStarterConfig()
  return (
    <Screen title={blogHeading(t, starter.STARTER_BLOG_TEXT_1, { category, tag, page: paging.page })}>
      <PostList posts={posts} paging={paging} />
    </Screen>
  )
}

export function LayoutSearch({ keyword, posts, paging, site }: LayoutPropsMap['LayoutSearch']) {
  const { t } = useGlobal()
  return (
    <Screen title={keyword ? t.COMMON.SEARCH_RESULTS : t.NAV.SEARCH}>
      <SearchInput key={keyword} initialValue={keyword} classNames={{ root: 'mx-auto mb-12 max-w-2xl', input: cx(INPUT, 'pl-10 pr-10') }} />
      {keyword ? (
        <PostList posts={posts} paging={paging} keyword={keyword} />
      ) : (
        <TaxonomyOverview tags={site.tags} categories={site.categories} classNames={{ root: cx(CARD, 'flex flex-col gap-8 p-8'), heading: 'mb-4 text-xl font-bold text-[#111928] dark:text-white' }} />
      )}
    </Screen>
  )
}

const HEADING = 'sr-only'

export function LayoutArchive({ archive, paging }: LayoutPropsMap['LayoutArchive']) {
  const { t } = useGlobal()
  return (
    <Screen title={t.NAV.ARCHIVE}>
      <ArchiveScreen
        archive={archive}
        paging={paging}
        classNames={{
          heading: HEADING,
          root: 'mx-auto flex max-w-3xl flex-col gap-10',
          title: 'mb-4 text-2xl font-bold text-[#111928] dark:text-white',
          list: 'flex flex-col',
          item: 'flex items-baseline gap-4 border-l-2 border-[#DFE4EA] py-2 pl-4 transition-colors hover:border-[#3758F9] dark:border-[#374151] dark:hover:border-[#8099ff]',
          link: 'text-lg font-medium text-[#111928] hover:text-[#3758F9] dark:text-gray-100 dark:hover:text-[#8099ff]'
        }}
      />
    </Screen>
  )
}

export function LayoutCategoryIndex({ categories }: LayoutPropsMap['LayoutCategoryIndex']) {
  const { t } = useGlobal()
  return (
    <Screen title={t.COMMON.CATEGORIES}>
      <CategoryIndexScreen
        categories={categories}
        classNames={{
          root: 'mx-auto max-w-3xl !gap-4',
          chip: '!px-0 text-2xl font-bold text-[#111928] hover:text-[#3758F9] sm:text-[32px] dark:text-white dark:hover:text-[#8099ff]',
          heading: HEADING
        }}
        variant="rows"
      />
    </Screen>
  )
}

export function LayoutTagIndex({ tags }: LayoutPropsMap['LayoutTagIndex']) {
  const { t } = useGlobal()
  return (
    <Screen title={t.COMMON.TAGS}>
      <TagIndexScreen tags={tags} classNames={{ root: 'mx-auto flex max-w-3xl flex-wrap gap-3', chip: 'rounded-md px-4 py-2 text-sm font-medium', heading: HEADING }} />
    </Screen>
  )
}

/** The 404: the illustration beside a big "404", the configured title and text, and a dark button home that turns blue. */
export function Layout404(_props: LayoutPropsMap['Layout404']) {
  const starter = useStarterConfig()
  return (
    <div className={cx(CONTAINER, 'grid items-center gap-12 py-20 md:grid-cols-2 lg:py-28')}>
      <img src={publicUrl('/marketing/404.svg')} alt="" width={400} height={320} className="mx-auto w-full max-w-md" />
      <NotFound
        badge="code"
        classNames={{
          badge: 'order-1 text-[96px] font-black leading-none text-[#3758F9] dark:text-[#8099ff]',
          root: 'flex flex-col items-start gap-4 [&>a]:order-4 [&>a]:rounded-md [&>a]:bg-[#111928] [&>a]:px-7 [&>a]:py-3 [&>a]:font-medium [&>a]:text-white [&>a]:no-underline [&>a:hover]:bg-[#3758F9] dark:[&>a]:bg-white dark:[&>a]:text-[#111928]',
          title: 'order-2 text-2xl font-bold text-[#111928] dark:text-white'
        }}
      >
        <p className="order-3 text-xl font-semibold text-[#111928] dark:text-white">{starter.STARTER_404_TITLE}</p>
        <p className={cx('order-3', BODY)}>{starter.STARTER_404_TEXT}</p>
      </NotFound>
    </div>
  )
}

/** The sign-in and sign-up card on a pale band: the logo, the fields, a blue button, a line of links. */
function SignCard({ mode }: { mode: 'signin' | 'signup' }) {
  const { t, config, site } = useGlobal()
  const starter = useStarterConfig()
  const signUp = mode === 'signup'
  const title = signUp ? t.SIGN.SIGN_UP : t.SIGN.SIGN_IN
  return (
    <div className="bg-[#F4F7FF] py-20 lg:py-[120px] dark:bg-[#111928]">
      <div className={CONTAINER}>
        <MarketingForm
          label={title}
          action={starter.STARTER_SIGN_ACTION}
          submitLabel={title}
          fields={[
            ...(signUp ? [{ name: 'name', label: t.SIGN.NAME, required: true, autoComplete: 'name' }] : []),
            { name: 'email', label: t.SIGN.EMAIL, type: 'email' as const, required: true, autoComplete: 'email' },
            { name: 'password', label: t.SIGN.PASSWORD, type: 'password' as const, required: true, minLength: signUp ? 8 : undefined, autoComplete: signUp ? 'new-password' : 'current-password' }
          ]}
          header={
            <div className="mb-10 text-center">
              <h1 className="text-2xl font-bold text-[#111928] dark:text-white">{title}</h1>
              <p className={cx('mt-2', BODY)}>{signUp ? starter.STARTER_SIGNUP_DESCRIPTION : starter.STARTER_SIGNIN_DESCRIPTION}</p>
              <p className="sr-only">{config.TITLE || site.siteInfo.title}</p>
            </div>
          }
          footer={
            <p className={cx('mt-8 text-center text-base', BODY)}>
              {signUp ? t.SIGN.HAVE_ACCOUNT : t.SIGN.NO_ACCOUNT}{' '}
              <SiteLink href={signUp ? '/signin' : '/signup'} className="font-medium text-[#3758F9] hover:underline dark:text-[#8099ff]">
                {signUp ? t.SIGN.SIGN_IN : t.SIGN.SIGN_UP}
              </SiteLink>
            </p>
          }
          classNames={{
            root: cx(CARD, 'mx-auto max-w-[525px] px-8 py-14 sm:px-12 md:px-[60px]'),
            fields: 'flex flex-col gap-5',
            label: 'text-sm text-[#637381] dark:text-gray-300',
            input: INPUT,
            error: '!text-[#b91c1c] dark:!text-red-300',
            button: cx(BUTTON, 'w-full disabled:opacity-60'),
            status: 'text-center text-[#111928] dark:text-gray-100'
          }}
        />
      </div>
    </div>
  )
}

export function LayoutSignIn(_props: LayoutPropsMap['LayoutSignIn']) {
  return <SignCard mode="signin" />
}

export function LayoutSignUp(_props: LayoutPropsMap['LayoutSignUp']) {
  return <SignCard mode="signup" />
}
