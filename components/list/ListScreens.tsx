import type { ComponentType, ReactNode } from 'react'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap, Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import type { CategoryListProps } from './CategoryList'
import type { ArchiveListPart } from './ArchiveList'
import { ArchiveScreen, type ArchiveScreenProps, CategoryIndexScreen, TagIndexScreen } from './IndexScreens'
import { LazySignInForm } from '@/components/marketing/LazySignInForm'
import { LazySignUpForm } from '@/components/marketing/LazySignUpForm'
import { ListTitle } from './ListTitle'
import { NotFound, type NotFoundProps } from '../site/NotFound'
import { SearchInput } from '../search/SearchInput'
import type { TagListProps } from './TagList'
import { TaxonomyOverview } from './TaxonomyOverview'
import type { Slots } from '../slots'

/** What a theme's list of posts takes: its cards, its pages, the search words to mark. */
export interface PostListSlotProps {
  posts: PostSummary[]
  paging: Paging
  keyword?: string
}

/** The screens a skin's Frame can wrap. */
export type FramedScreen = 'search' | 'archive' | 'categories' | 'tags' | 'notFound' | 'forms'

/**
 * A theme's look for the list and form screens: its list of posts, the box the text screens stand
 * in, and the classes of each part. Everything here is presentation; the screens' wiring is the kit's.
 */
export interface ListScreensSkin {
  /** The theme's list of posts (home, a category or a tag, search results). */
  List: ComponentType<PostListSlotProps>
  /** `heading`: each screen's visible heading (h1). */
  classNames?: Slots<'heading'>
  /** The box some screens stand in (a panel, a narrow column); which ones, `framed` says. */
  Frame?: ComponentType<{ children: ReactNode }>
  /** The screens drawn inside Frame: the archive and the two indexes unless told. */
  framed?: readonly FramedScreen[]
  /** Drawn on home between its heading (for screen readers) and the posts: an announcement. */
  homeIntro?: ReactNode
  /** A tag's list is headed "Tag: #name" (by default) or, with an empty prefix, "Tag: name". */
  tagPrefix?: string
  search?: {
    /** The heading (Search, Search results) for screen readers only. */
    hiddenHeading?: boolean
    /**
     * `root` and `input`: the search box and its field; `overview` and `overviewHeading`: the tags and
     * categories shown before any search, and their headings.
     */
    classNames?: Slots<'root' | 'input' | 'overview' | 'overviewHeading'>
  }
  /** The archive screen; its heading is the skin's `heading` slot. */
  archive?: Omit<ArchiveScreenProps, 'archive' | 'total' | 'classNames'> & { classNames?: Slots<ArchiveListPart | 'count'> }
  categories?: Omit<CategoryListProps, 'categories'>
  tags?: Omit<TagListProps, 'tags' | 'showCount'>
  notFound?: NotFoundProps
  /** Sign-in and sign-up: `root`, the form; `button`, its submit button. */
  forms?: { classNames?: Slots<'root' | 'button'> }
}

type ScreenName = 'LayoutIndex' | 'LayoutPostList' | 'LayoutSearch' | 'LayoutArchive' | 'LayoutCategoryIndex' | 'LayoutTagIndex' | 'Layout404' | 'LayoutSignIn' | 'LayoutSignUp'

export type ListScreens = { [K in ScreenName]: ComponentType<LayoutPropsMap[K]> }

/**
 * The list and form screens most themes draw alike, from a skin: home (a heading for screen readers
 * and the posts), a category's or a tag's posts under "Category: x", search (the box, then the
 * results or the tags and categories), the archive, the category and tag indexes, not found, sign
 * in and sign up. A theme exports these from its layouts module and writes its own only for a
 * screen that really differs (it may still draw the kit's screen for the common case).
 */
export function listScreens(skin: ListScreensSkin): ListScreens {
  const { List, classNames: { heading: headingClassName } = {}, Frame, framed = ['archive', 'categories', 'tags'], homeIntro, tagPrefix = '#', search = {}, archive = {}, categories = {}, tags = {}, notFound = {}, forms = {} } = skin
  const frame = (screen: FramedScreen, children: ReactNode) => (Frame && framed.includes(screen) ? <Frame>{children}</Frame> : children)

  function LayoutIndex({ posts, paging }: LayoutPropsMap['LayoutIndex']) {
    const { config, site } = useGlobal()
    return (
      <>
        <h1 className="sr-only">{config.TITLE || site.siteInfo.title}</h1>
        {homeIntro}
        <List posts={posts} paging={paging} />
      </>
    )
  }

  function LayoutPostList({ posts, paging, category, tag }: LayoutPropsMap['LayoutPostList']) {
    return (
      <>
        <ListTitle category={category} tag={tag} paging={paging} classNames={{ root: headingClassName }} icon={false} tagPrefix={tagPrefix} />
        <List posts={posts} paging={paging} />
      </>
    )
  }

  function LayoutSearch({ keyword, posts, paging, site }: LayoutPropsMap['LayoutSearch']) {
    const { t } = useGlobal()
    return frame(
      'search',
      <>
        <h1 className={search.hiddenHeading ? 'sr-only' : headingClassName}>{keyword ? t.COMMON.SEARCH_RESULTS : t.NAV.SEARCH}</h1>
        <SearchInput key={keyword} initialValue={keyword} classNames={{ root: search.classNames?.root, input: search.classNames?.input }} />
        {keyword ? (
          <List posts={posts} paging={paging} keyword={keyword} />
        ) : (
          <TaxonomyOverview tags={site.tags} categories={site.categories} classNames={{ root: search.classNames?.overview, heading: search.classNames?.overviewHeading }} />
        )}
      </>
    )
  }

  function LayoutArchive(props: LayoutPropsMap['LayoutArchive']) {
    return frame('archive', <ArchiveScreen archive={props.archive} total={props.total} paging={props.paging} {...archive} classNames={{ ...archive.classNames, heading: headingClassName }} />)
  }

  function LayoutCategoryIndex(props: LayoutPropsMap['LayoutCategoryIndex']) {
    return frame('categories', <CategoryIndexScreen categories={props.categories} {...categories} classNames={{ ...categories.classNames, heading: headingClassName }} />)
  }

  function LayoutTagIndex(props: LayoutPropsMap['LayoutTagIndex']) {
    return frame('tags', <TagIndexScreen tags={props.tags} {...tags} classNames={{ ...tags.classNames, heading: headingClassName }} />)
  }

  function Layout404(_props: LayoutPropsMap['Layout404']) {
    return frame('notFound', <NotFound {...notFound} />)
  }

  function LayoutSignIn(_props: LayoutPropsMap['LayoutSignIn']) {
    return frame('forms', <LazySignInForm {...forms} />)
  }

  function LayoutSignUp(_props: LayoutPropsMap['LayoutSignUp']) {
    return frame('forms', <LazySignUpForm {...forms} />)
  }

  return { LayoutIndex, LayoutPostList, LayoutSearch, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex, Layout404, LayoutSignIn, LayoutSignUp }
}
