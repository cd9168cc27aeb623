/**
 * The example theme: the smallest complete Quire theme, written to be copied.
 *
 * How a theme is put together
 * - A folder `themes/<name>/` with `config.ts` (the theme's own keys, see there) and `index.tsx`
 *   (this file), whose default export is `createThemeRoot(defineTheme({ name, config, layouts }))`.
 *   `defineTheme` checks that every layout is there: leaving one out is a compile error.
 * - Register the folder in `themes/index.ts` (one `dynamic(() => import('./<name>'))` line, so the
 *   theme is its own chunk) and its config in `themes/configs.ts`.
 * - Every route renders one layout; `LayoutBase` wraps each of them and gets the same props plus
 *   `layout` (which screen) and `children` (the screen). Props are typed by `LayoutPropsMap`.
 *
 * What a theme does and does not do
 * - It is presentation only: JSX and class names. It never fetches data and never imports
 *   lib/notion; it reads its props and `useGlobal()` (config, texts `t`, site chrome, dark mode).
 * - It never imports another theme. Behaviour lives in `components/` (search box, table of
 *   contents, password form, Notion renderer, pagination, ...), styled through className props:
 *   a theme picks the look, the component keeps the rules.
 * - A layout only some pages use (the post, the sign-in forms) can be its own chunk through
 *   `lazyPart`, so list pages do not load it: see `LayoutSlug.tsx`.
 * - Every visible text comes from `t` (lib/i18n), so the theme speaks every locale.
 * - Every element has `dark:` styles: dark mode is a `dark` class on <html>.
 * - Links go through `SiteLink`, which keeps the visitor's `?theme=` across navigation.
 */
import type { ReactNode } from 'react'
import { ArchiveList } from '@/components/ArchiveList'
import { BeiAn } from '@/components/BeiAn'
import { CategoryList } from '@/components/CategoryList'
import { CopyGuard } from '@/components/CopyGuard'
import { Copyright } from '@/components/Copyright'
import { DarkModeButton } from '@/components/DarkModeButton'
import { ExternalScripts } from '@/components/ExternalScripts'
import { InfinitePostList } from '@/components/InfinitePostList'
import { LazySignInForm, LazySignUpForm } from '@/components/lazy-parts'
import { LangSwitch } from '@/components/LangSwitch'
import { LoadingBar } from '@/components/LoadingBar'
import { NavItem } from '@/components/NavItem'
import { NoResults } from '@/components/NoResults'
import { Pagination } from '@/components/Pagination'
import { PostExcerpt } from '@/components/PostExcerpt'
import { PostMeta } from '@/components/PostMeta'
import { SearchInput } from '@/components/SearchInput'
import { SEO } from '@/components/SEO'
import { NotFound } from '@/components/NotFound'
import { SiteLink } from '@/components/SiteLink'
import { TagList } from '@/components/TagList'
import { TaxonomyOverview } from '@/components/TaxonomyOverview'
import { ThemeSwitchButton } from '@/components/ThemeSwitchButton'
import { VisitCounters } from '@/components/VisitCounters'
import { useGlobal } from '@/lib/global/context'
import { useThemeConfig } from '@/lib/global/use-theme-config'
import type { LayoutPropsMap } from '@/lib/site/props'
import type { Paging } from '@/lib/site/props'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/lib/ui/cx'
import { layoutPost } from '@/lib/ui/layout-post'
import { navLinks } from '@/lib/ui/nav-links'
import { lazyPart } from '@/components/lazy-part'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme, type LayoutBaseProps } from '@/themes/types'
import EXAMPLE_CONFIG from './config'

/* ---------- The frame: header, content, footer ---------- */

function Header() {
  const { site, config, t } = useGlobal()
  // Theme keys are read through useThemeConfig, so env and Notion overrides apply.
  const example = useThemeConfig(EXAMPLE_CONFIG)
  const links = navLinks(
    site.menus,
    { category: example.EXAMPLE_MENU_CATEGORY, tag: example.EXAMPLE_MENU_TAG, archive: example.EXAMPLE_MENU_ARCHIVE, search: example.EXAMPLE_MENU_SEARCH },
    t
  )
  return (
    <header className="flex flex-wrap items-center gap-x-6 gap-y-2 py-6">
      <SiteLink href="/" className="text-xl font-bold">
        {config.TITLE || site.siteInfo.title}
      </SiteLink>
      <nav aria-label={t.COMMON.MAIN_NAVIGATION} className="flex-1">
        <ul className="flex flex-wrap gap-4 text-sm">
          {links.map((link) => (
            <li key={link.id}>
              <NavItem link={link} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex items-center gap-1">
        <LangSwitch />
        <DarkModeButton />
        <ThemeSwitchButton />
      </div>
    </header>
  )
}

function Footer() {
  const { config, t } = useGlobal()
  return (
    <footer className="mt-16 flex flex-wrap gap-x-3 gap-y-1 border-t border-gray-200 py-6 text-sm text-gray-600 dark:border-gray-800 dark:text-gray-400">
      <Copyright />
      <BeiAn />
      <VisitCounters />
      <span>
        {config.TITLE} · {t.COMMON.VERSION} {config.VERSION}
      </span>
    </footer>
  )
}

/**
 * Wraps every screen. `SEO` writes the <head>; `LoadingBar` shows route changes; `CopyGuard`
 * applies CAN_COPY; `ExternalScripts` loads the configured fonts, analytics and widgets.
 */
function LayoutBase({ children, ...props }: LayoutBaseProps) {
  const { config } = useGlobal()
  // The post of a slug page, so the frame can react to it (here: a full-width post gets a wider column).
  const post = layoutPost({ ...props, children })
  return (
    <div className={cx('min-h-screen bg-white text-gray-900 dark:bg-neutral-950 dark:text-gray-100', !config.CAN_COPY && 'select-none')}>
      <SEO props={props} />
      <LoadingBar />
      <CopyGuard />
      <ExternalScripts />
      <div className={cx('mx-auto px-4', post?.fullWidth ? 'max-w-6xl' : 'max-w-3xl')}>
        <Header />
        <main id="main">{children}</main>
        <Footer />
      </div>
    </div>
  )
}

/* ---------- Screens ---------- */

function Title({ children }: { children: ReactNode }) {
  return <h1 className="mb-6 text-2xl font-bold">{children}</h1>
}

function PostItem({ post }: { post: PostSummary }) {
  const example = useThemeConfig(EXAMPLE_CONFIG)
  return (
    <div className="flex flex-col gap-1">
      <SiteLink href={post.href} className="text-lg font-semibold hover:underline">
        {post.title}
      </SiteLink>
      <PostMeta post={post} />
      {example.EXAMPLE_POST_LIST_SUMMARY && <PostExcerpt summary={post.summary} />}
    </div>
  )
}

/**
 * A list of posts: shared by home, page n, categories, tags and search. Paged lists get
 * previous/next links; with POST_LIST_STYLE scroll, InfinitePostList appends the next pages.
 */
function Posts({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  const { config } = useGlobal()
  if (posts.length === 0) return <NoResults keyword={keyword} />
  if (config.POST_LIST_STYLE !== 'page') {
    return <InfinitePostList key={paging.basePath} posts={posts} paging={paging} renderPost={(post) => <PostItem post={post} />} className="flex flex-col gap-6" />
  }
  return (
    <>
      <ul className="flex flex-col gap-6">
        {posts.map((post) => (
          <li key={post.id}>
            <PostItem post={post} />
          </li>
        ))}
      </ul>
      <Pagination paging={paging} className="mt-10" />
    </>
  )
}

// Each layout is typed by the props of its route: `LayoutPropsMap['LayoutIndex']` and so on.
function LayoutIndex({ posts, paging }: LayoutPropsMap['LayoutIndex']) {
  return <Posts posts={posts} paging={paging} />
}

function LayoutPostList({ posts, paging, category, tag }: LayoutPropsMap['LayoutPostList']) {
  return (
    <>
      {(category || tag) && <Title>{category ?? `#${tag}`}</Title>}
      <Posts posts={posts} paging={paging} />
    </>
  )
}

function LayoutSearch({ keyword, posts, paging, site }: LayoutPropsMap['LayoutSearch']) {
  return (
    <>
      {/* The key resets the box when the keyword changes through navigation. */}
      <SearchInput key={keyword} initialValue={keyword} className="mb-8" />
      {keyword ? <Posts posts={posts} paging={paging} keyword={keyword} /> : <TaxonomyOverview tags={site.tags} categories={site.categories} />}
    </>
  )
}

function LayoutArchive({ archive }: LayoutPropsMap['LayoutArchive']) {
  const { t } = useGlobal()
  return (
    <>
      <Title>{t.NAV.ARCHIVE}</Title>
      <ArchiveList archive={archive} />
    </>
  )
}

function LayoutCategoryIndex({ categories }: LayoutPropsMap['LayoutCategoryIndex']) {
  const { t } = useGlobal()
  return (
    <>
      <Title>{t.COMMON.CATEGORIES}</Title>
      <CategoryList categories={categories} />
    </>
  )
}

function LayoutTagIndex({ tags }: LayoutPropsMap['LayoutTagIndex']) {
  const { t } = useGlobal()
  return (
    <>
      <Title>{t.COMMON.TAGS}</Title>
      <TagList tags={tags} showCount />
    </>
  )
}

function Layout404() {
  return <NotFound />
}

/** The post layout is its own chunk: list pages never load the body, share bar or comments. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/* ---------- The theme object ---------- */

export const exampleTheme = defineTheme({
  name: 'example',
  config: EXAMPLE_CONFIG,
  layouts: {
    LayoutBase,
    LayoutIndex,
    LayoutPostList,
    LayoutSearch,
    LayoutArchive,
    LayoutSlug,
    Layout404,
    LayoutCategoryIndex,
    LayoutTagIndex,
    LayoutSignIn: () => <LazySignInForm className="py-12" />,
    LayoutSignUp: () => <LazySignUpForm className="py-12" />
  }
})

export default createThemeRoot(exampleTheme)
