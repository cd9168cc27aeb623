import type { ReactNode } from 'react'
import { listScreens } from '@/components/list/ListScreens'
import { blogHeading } from '@/components/marketing/blog-heading'
import { AuthCard } from '@/components/marketing/AuthCard'
import { NotFound } from '@/components/site/NotFound'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { AboutSection, BlogSection, BrandsSection, ContactSection, CtaSection, FaqSection, FeaturesSection, HeroSection, PricingSection, TeamSection, TestimonialsSection } from './Home'
import { PageBanner } from './PageBanner'
import { PostList } from './PostList'
import { BANNER_TITLE, BODY, CARD, CONTAINER, FORM_CLASSES, INPUT, SCREEN } from './styles'
import { useStarterConfig } from './use-starter-config'
import { publicUrl } from '@/lib/deploy/static-export'
import { safeUrl } from '@/lib/urls/safe-url'

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
      <BlogSection posts={posts} />
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

function Column({ children }: { children: ReactNode }) {
  return <div className={cx(SCREEN, 'pt-16')}>{children}</div>
}

/** Search, the archive and the two indexes: the kit's screens in the column, each under the banner's centred title and hairline. */
export const { LayoutSearch, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex } = listScreens({
  List: PostList,
  Frame: Column,
  framed: ['search', 'archive', 'categories', 'tags'],
  classNames: { heading: cx(BANNER_TITLE, 'relative mb-14 pb-14') },
  search: { classNames: { root: 'mx-auto mb-12 max-w-2xl', input: cx(INPUT, 'pl-10 pr-10'), overview: cx(CARD, 'flex flex-col gap-8 p-8'), overviewHeading: 'mb-4 text-xl font-bold text-[#111928] dark:text-white' } },
  archive: {
    classNames: {
      root: 'mx-auto flex max-w-3xl flex-col gap-10',
      title: 'mb-4 text-2xl font-bold text-[#111928] dark:text-white',
      list: 'flex flex-col',
      item: 'flex items-baseline gap-4 border-l-2 border-[#DFE4EA] py-2 pl-4 transition-colors hover:border-[#3758F9] dark:border-[#374151] dark:hover:border-[#8099ff]',
      link: 'text-lg font-medium text-[#111928] hover:text-[#3758F9] dark:text-gray-100 dark:hover:text-[#8099ff]'
    }
  },
  categories: { variant: 'rows', classNames: { root: 'mx-auto max-w-3xl !gap-4', chip: '!px-0 text-2xl font-bold text-[#111928] hover:text-[#3758F9] sm:text-[32px] dark:text-white dark:hover:text-[#8099ff]' } },
  tags: { classNames: { root: 'mx-auto flex max-w-3xl flex-wrap gap-3', chip: 'rounded-md px-4 py-2 text-sm font-medium' } }
})

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

/**
 * Sign in and sign up: the banner (the title, the configured line), then on a pale band the card: the
 * logo and the site's name, the fields, the blue button, "Forgot password?", the coloured provider
 * buttons under an "or" rule, and the link to the other form.
 */
function SignScreen({ mode }: { mode: 'signin' | 'signup' }) {
  const { t, config, site } = useGlobal()
  const starter = useStarterConfig()
  const signUp = mode === 'signup'
  const logo = safeUrl(starter.STARTER_LOGO, 'image')
  return (
    <>
      <PageBanner title={signUp ? t.SIGN.SIGN_UP : t.SIGN.SIGN_IN} text={signUp ? starter.STARTER_SIGNUP_DESCRIPTION : starter.STARTER_SIGNIN_DESCRIPTION} />
      <div className="bg-[#F4F7FF] py-20 lg:py-[120px] dark:bg-[#111928]">
        <div className={CONTAINER}>
          <AuthCard
            mode={mode}
            action={starter.STARTER_SIGN_ACTION}
            forgotUrl={starter.STARTER_SIGN_FORGOT_URL}
            providers={starter.STARTER_SIGN_PROVIDERS}
            header={
              <p className="mb-10 flex items-center justify-center gap-2 text-2xl font-bold text-[#111928] dark:text-white">
                {logo && <img src={logo} alt="" width={32} height={32} className="h-8 w-8" />}
                {config.TITLE || site.siteInfo.title}
              </p>
            }
            classNames={{
              ...FORM_CLASSES,
              root: cx(CARD, 'mx-auto max-w-[525px] px-8 py-14 text-center sm:px-12 md:px-[60px] [&_label]:text-left'),
              forgot: cx('text-base hover:text-[#3758F9] dark:hover:text-[#8099ff]', BODY),
              divider: cx('text-base', BODY),
              switch: cx('text-base', BODY),
              switchLink: 'text-[#3758F9] dark:text-[#8099ff]'
            }}
          />
        </div>
      </div>
    </>
  )
}

export function LayoutSignIn(_props: LayoutPropsMap['LayoutSignIn']) {
  return <SignScreen mode="signin" />
}

export function LayoutSignUp(_props: LayoutPropsMap['LayoutSignUp']) {
  return <SignScreen mode="signup" />
}
