/** @jest-environment jsdom */
import { withSettings } from '../components/test-utils'
import { screen } from '@testing-library/react'
import type { ThemeName } from '@/themes/types'
import { demoProps, type DemoProps } from '../fixtures/props'
import { THEME_ROOTS, renderTheme } from './render-theme'

/**
 * Each theme's list card shows the meta its brief names (BRIEFS.md, each theme's post card), in
 * its order: one array per meta line, the fields of that line in the order drawn. A theme whose
 * card has no meta line (products, game tiles, link cards) shows none.
 */
const CARD_META: Record<ThemeName, readonly (readonly string[])[]> = {
  // Products: a photo and a name, no date, summary or tags.
  commerce: [],
  // by author on date | category.
  example: [['author', 'date', 'category']],
  // One row under the summary: the category after its folder, the tag chips on the right; no date.
  fukasawa: [['category', 'tags']],
  // Game tiles: a cover and a title.
  game: [],
  // The doc list of later pages: a title, its date, a line of summary.
  gitbook: [['date']],
  // A small category over the title, "#tag" under the summary; no date.
  heo: [['category'], ['tags']],
  // The category after its folder under the title; the calendar date and the tag chips at the foot.
  hexo: [['category'], ['date', 'tags']],
  // A marketing theme: its blog cards keep their category over the title and the date at the foot.
  landing: [['date']],
  // The category over the title, the month under it.
  magzine: [['category'], ['date']],
  // The clock date and the folder category on one row, the tags past a rule.
  matery: [['date', 'category'], ['tags']],
  // The date (category and tags only with MEDIUM_POST_LIST_CATEGORY / _TAG, off by default).
  medium: [['date']],
  // Posters: the tags in green over the title; no date.
  movie: [['tags']],
  // Link cards: an icon, a title, a description.
  nav: [],
  // One row: folder category | date, then the tag chips.
  next: [['category', 'date', 'tags']],
  // The date right of the title.
  nobelium: [['date']],
  // Photo tiles: the category pill only.
  plog: [['category']],
  // The icon line: author, date, category, /tags.
  simple: [['author', 'date', 'category', 'tags']],
  // A marketing theme: the blue date badge over the title.
  starter: [['date']]
}

/**
 * With Twikoo comment counts on, the cards whose briefs show a comment count gain the field in the
 * place the brief gives it; every other theme's card is unchanged.
 */
const WITH_COUNTS: Partial<Record<ThemeName, readonly (readonly string[])[]>> = {
  // a category link with a folder icon and a comment count
  hexo: [['category', 'comments'], ['date', 'tags']],
  // the clock date and comment count on the left and the folder category on the right
  matery: [['date', 'comments', 'category'], ['tags']],
  medium: [['date', 'comments']],
  // 📁 category | date | comment count, then tags
  next: [['category', 'date', 'comments', 'tags']],
  // author, date, comment count, category, tags
  simple: [['author', 'date', 'comments', 'category', 'tags']]
}
const COUNTS_ON = { COMMENT_TWIKOO_ENV_ID: 'https://twikoo.example', COMMENT_TWIKOO_COUNT_ENABLE: true }

let demo: DemoProps
beforeAll(async () => {
  demo = await demoProps()
})

/** The meta lines of the card that links to `href`: each line's fields in the order drawn. */
function metaLinesOf(href: string): string[][] {
  const title = screen.getAllByRole('link').find((link) => link.getAttribute('href')?.startsWith(`${href}?`) && !link.hasAttribute('aria-hidden'))
  const card = title?.closest('article') ?? title
  if (!card) throw new Error(`no card links to ${href}`)
  const lines = new Map<Element, string[]>()
  for (const item of card.querySelectorAll('[data-meta]')) {
    const line = item.parentElement!
    lines.set(line, [...(lines.get(line) ?? []), item.getAttribute('data-meta')!])
  }
  return [...lines.values()]
}

describe.each(THEME_ROOTS)('%s list card', (theme, Root) => {
  it("shows its brief's meta fields in its order", async () => {
    await renderTheme(Root, theme, 'LayoutPostList', demo.category)
    const post = demo.category.posts[0]!
    // The demo's first Guides post has a category, tags and a date: every field has a value.
    expect(post.category[0]).toBeTruthy()
    expect(post.tagItems.length).toBeGreaterThan(0)
    expect(metaLinesOf(post.href)).toEqual(CARD_META[theme])
  })
})

describe.each(THEME_ROOTS)('%s list card with Twikoo counts on', (theme, Root) => {
  it('shows the comment count where its brief puts one, and nowhere else', async () => {
    await renderTheme(Root, theme, 'LayoutPostList', withSettings(demo.category, COUNTS_ON))
    expect(metaLinesOf(demo.category.posts[0]!.href)).toEqual(WITH_COUNTS[theme] ?? CARD_META[theme])
  })
})
