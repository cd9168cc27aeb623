/** @jest-environment jsdom */
import { withSettings } from '../components/test-utils'
import { screen, waitFor, within } from '@testing-library/react'
import { demoProps, type DemoProps } from '../fixtures/props'
import { THEME_ROOTS, renderTheme } from './render-theme'

/**
 * What every theme shows on every screen (docs/behaviour.md §2), run against each built theme with the demo
 * workspace's props. Theme-specific parts (medium's panel and bottom bar) have their own tests.
 */
const THEMES = THEME_ROOTS

/** Themes whose home shows a document, not a list (gitbook): their own tests cover it. */
const HOME_IS_A_DOCUMENT: readonly string[] = ['gitbook']
/** Themes whose archive rows carry no date (heo's: cover, category, title and tags). */
const ARCHIVE_WITHOUT_DATES: readonly string[] = ['heo']
/**
 * Themes whose home shows no dates: link cards and products (nav, commerce), and cards whose
 * brief gives them no date (movie's posters, game's tiles, plog's photos, fukasawa's masonry; their
 * meta lines are checked in card-meta.test.tsx).
 */
const HOME_WITHOUT_DATES: readonly string[] = ['nav', 'commerce', 'movie', 'game', 'plog', 'fukasawa']
/** Themes whose home lists the posts only with a switch of theirs on (landing's product page, as its reference has it): on here. */
const HOME_LIST_SWITCH: Readonly<Record<string, Record<string, boolean>>> = { landing: { LANDING_HOME_BLOG: true } }
/** Themes whose home shows only the newest few posts (their config's count), no pages: their own tests cover the count. */
const HOME_SHOWS_FIRST: Readonly<Record<string, number>> = { starter: 3, commerce: 9 }

let demo: DemoProps
beforeAll(async () => {
  demo = await demoProps()
})

describe.each(THEMES)('%s theme', (theme, Root) => {
  const q = `?theme=${theme}`

  // Not a skipped test for gitbook: the check does not apply to a home that is a document (its tree arrives after the page runs).
  if (!HOME_IS_A_DOCUMENT.includes(theme)) it('LayoutIndex lists the posts, linked to their pages', async () => {
    await renderTheme(Root, theme, 'LayoutIndex', withSettings(demo.index, HOME_LIST_SWITCH[theme] ?? {}))
    // In the page's main region (a sidebar may list the same posts); the first link is the title, a "Read more" may follow.
    const main = within(screen.getByRole('main'))
    for (const post of demo.index.posts.slice(0, HOME_SHOWS_FIRST[theme])) {
      expect(main.getAllByRole('link', { name: new RegExp(post.title) })[0]).toHaveAttribute('href', `${post.href}${q}`)
    }
    if (!HOME_WITHOUT_DATES.includes(theme)) expect(screen.getAllByText(demo.index.posts[0]!.publishDay).length).toBeGreaterThan(0)
  })

  it('LayoutIndex page 2 links back to / and on to /page/3', async () => {
    await renderTheme(Root, theme, 'LayoutIndex', demo.indexPage2)
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    // simple words them as a blog does: newer and older posts.
    expect(within(nav).getByRole('link', { name: /Previous|Newer posts/ })).toHaveAttribute('href', `/${q}`)
    expect(within(nav).getByRole('link', { name: /Next|Older posts/ })).toHaveAttribute('href', `/page/3${q}`)
  })

  it('LayoutBase has the footer: copyright years from SINCE, author link, title and version', async () => {
    await renderTheme(Root, theme, 'LayoutIndex', demo.index)
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent(`© 2023-${new Date().getFullYear()} Quire`)
    expect(within(footer).getByRole('link', { name: 'Quire' })).toHaveAttribute('href', `/about${q}`)
    expect(footer).toHaveTextContent('Quire Demo')
    expect(footer).toHaveTextContent('4.7.2')
  })

  it('LayoutBase navigation holds the Notion menu and a dark mode switch', async () => {
    // The workspace's Menu rows are drawn with CUSTOM_MENU on, as the demo's Config row has it.
    await renderTheme(Root, theme, 'LayoutIndex', withSettings(demo.index, { CUSTOM_MENU: true }))
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!
    expect(within(nav).getByRole('link', { name: 'Archive' })).toHaveAttribute('href', `/archive${q}`)
    expect(within(nav).getByRole('link', { name: 'Search' })).toHaveAttribute('href', `/search${q}`)
    expect(screen.getAllByRole('button', { name: 'Dark mode' }).length).toBeGreaterThan(0)
  })

  it('LayoutPostList shows a category with its posts', async () => {
    await renderTheme(Root, theme, 'LayoutPostList', demo.category)
    expect(screen.getByRole('heading', { level: 1, name: /Guides/ })).toBeInTheDocument()
    const main = within(screen.getByRole('main'))
    for (const post of demo.category.posts) expect(main.getAllByRole('link', { name: new RegExp(post.title) })[0]).toBeInTheDocument()
  })

  it('LayoutPostList shows a tag with its posts', async () => {
    await renderTheme(Root, theme, 'LayoutPostList', demo.tag)
    expect(screen.getByRole('heading', { level: 1, name: /Publishing/ })).toBeInTheDocument()
    expect(demo.tag.posts.length).toBeGreaterThan(0)
    const main = within(screen.getByRole('main'))
    for (const post of demo.tag.posts) expect(main.getAllByRole('link', { name: new RegExp(post.title) })[0]).toBeInTheDocument()
  })

  it('LayoutSearch without a keyword shows the input, the tag list and the category list', async () => {
    await renderTheme(Root, theme, 'LayoutSearch', demo.search)
    expect(screen.getAllByRole('searchbox').length).toBeGreaterThan(0)
    // A widget column may carry cards of the same names.
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('heading', { name: 'Tags' })).toBeInTheDocument()
    expect(main.getByRole('heading', { name: 'Categories' })).toBeInTheDocument()
    for (const tag of demo.search.site.tags) {
      expect(screen.getAllByRole('link', { name: `#${tag.name}` })[0]).toHaveAttribute('href', `/tag/${encodeURIComponent(tag.name)}${q}`)
    }
    for (const category of demo.search.site.categories) {
      expect(screen.getAllByRole('link', { name: new RegExp(category.name) })[0]).toHaveAttribute('href', `/category/${category.name}${q}`)
    }
  })

  it('LayoutSearch with a keyword shows the results under the input', async () => {
    await renderTheme(Root, theme, 'LayoutSearch', demo.searchResults)
    expect(demo.searchResults.posts.length).toBeGreaterThan(0)
    const boxes = screen.getAllByRole('searchbox')
    expect(boxes.some((box) => (box as HTMLInputElement).value === 'notion')).toBe(true)
    const main = within(screen.getByRole('main'))
    for (const post of demo.searchResults.posts) expect(main.getAllByRole('link', { name: new RegExp(post.title) })[0]).toBeInTheDocument()
  })

  it('LayoutSearch says "No results found." with the search text', async () => {
    await renderTheme(Root, theme, 'LayoutSearch', demo.searchNothing)
    expect(screen.getByRole('status')).toHaveTextContent('No results found.')
    expect(screen.getByRole('status')).toHaveTextContent('zzzz')
  })

  it('LayoutArchive groups posts by title, each dated and linked', async () => {
    await renderTheme(Root, theme, 'LayoutArchive', demo.archive)
    for (const group of demo.archive.archive) {
      const section = screen.getByRole('region', { name: group.title })
      for (const post of group.posts) {
        expect(within(section).getByRole('link', { name: post.title })).toHaveAttribute('href', `${post.href}${q}`)
        // heo's archive rows are a cover, the category, the title and the tags (its brief): no date.
        if (!ARCHIVE_WITHOUT_DATES.includes(theme)) expect(within(section).getAllByText(post.publishDay).length).toBeGreaterThan(0)
      }
    }
  })

  it('LayoutSlug shows the title, dates, author, body, chips and neighbours of a post', async () => {
    const { post, prev, next, recommendations } = demo.post
    await renderTheme(Root, theme, 'LayoutSlug', demo.post)
    // The post's own article (matery draws its neighbours as list cards, articles of their own, inside it).
    const article = screen.getAllByRole('article')[0]!
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(post.title)
    expect(within(article).getAllByText(post.publishDay).length).toBeGreaterThan(0)
    expect(article).toHaveTextContent(`Last edited ${post.lastEditedDay}`)
    expect(within(article).getAllByRole('link', { name: /Quire/ }).map((link) => link.getAttribute('href'))).toContain(`/about${q}`)
    expect(within(article).getAllByRole('link', { name: post.category[0]! })[0]).toHaveAttribute('href', `/category/${post.category[0]}${q}`)
    const linkTexts = [...article.querySelectorAll('a')].map((link) => link.textContent?.trim())
    for (const tag of post.tags) expect(linkTexts).toContain(`#${tag}`)
    // Each neighbour is named "Previous post" / "Next post" and links to its post (in the link's name, or as the label over matery's full card).
    const hrefsNamed = (title: string) => within(article).getAllByRole('link', { name: new RegExp(title) }).map((link) => link.getAttribute('href'))
    if (prev) expect(article).toHaveTextContent('Previous post')
    if (prev) expect(hrefsNamed(prev.title)).toContain(`${prev.href}${q}`)
    if (next) expect(article).toHaveTextContent('Next post')
    if (next) expect(hrefsNamed(next.title)).toContain(`${next.href}${q}`)
    expect(screen.getByRole('heading', { name: 'Recommended' })).toBeInTheDocument()
    expect(recommendations.length).toBeGreaterThan(0)
    // The Notion body: its headings carry the anchors the table of contents links to.
    const first = post.toc[0]!
    expect(document.getElementById(first.id.replaceAll('-', ''))).not.toBeNull()
    expect(screen.getAllByRole('link', { name: first.text })[0]).toHaveAttribute('href', `#${first.id.replaceAll('-', '')}`)
    // Heavy blocks load in their own chunks.
    await waitFor(() => expect(document.querySelector('pre.notion-code')).not.toBeNull())
  })

  it('LayoutSlug of a page (type Page) has no previous/next links', async () => {
    await renderTheme(Root, theme, 'LayoutSlug', demo.page)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(demo.page.post.title)
    expect(screen.queryByRole('link', { name: /Previous post/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Contents' })).not.toBeInTheDocument()
  })

  it('LayoutSlug of a locked post shows the password form instead of the body', async () => {
    await renderTheme(Root, theme, 'LayoutSlug', demo.lockedPost)
    expect(screen.getByLabelText('Please Enter the password:')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')[0]!.querySelector('.notion')).toBeNull()
  })

  it('LayoutCategoryIndex lists categories with counts', async () => {
    await renderTheme(Root, theme, 'LayoutCategoryIndex', demo.categoryIndex)
    const main = within(screen.getByRole('main'))
    for (const category of demo.categoryIndex.categories) {
      expect(main.getByRole('link', { name: `${category.name} ${category.count}` })).toHaveAttribute('href', `/category/${category.name}${q}`)
    }
  })

  it('LayoutTagIndex lists tags with counts in their Notion colors', async () => {
    await renderTheme(Root, theme, 'LayoutTagIndex', demo.tagIndex)
    for (const tag of demo.tagIndex.tags) {
      const link = screen.getByRole('link', { name: `#${tag.name} ${tag.count}` })
      expect(link).toHaveAttribute('href', `/tag/${tag.name}${q}`)
      if (tag.color !== 'default') expect(link.className).toContain(`-${tag.color === 'brown' ? 'amber' : tag.color}-`)
    }
  })

  it('Layout404 reads "404 Not found."', async () => {
    await renderTheme(Root, theme, 'Layout404', demo.notFound)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Not found.')
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', `/${q}`)
  })

  it('LayoutSignIn and LayoutSignUp show their forms', async () => {
    const { unmount } = await renderTheme(Root, theme, 'LayoutSignIn', demo.signIn)
    const signIn = screen.getByRole('form', { name: 'Sign in' })
    expect(within(signIn).getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(within(signIn).getByLabelText('Password')).toHaveAttribute('type', 'password')
    unmount()
    await renderTheme(Root, theme, 'LayoutSignUp', demo.signUp)
    const signUp = screen.getByRole('form', { name: 'Sign up' })
    expect(within(signUp).getByLabelText('Name')).toBeInTheDocument()
    expect(within(signUp).getByRole('button', { name: 'Sign up' })).toBeInTheDocument()
  })
})
