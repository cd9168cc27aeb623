import { capPerCategory } from '@/lib/site/cap-per-category'
import { bareHref, categoryAnchorId, filterNavTree, groupOfHref, groupPostsByCategory, orderGroups } from '@/lib/site/nav-tree'

const post = (title: string, category: string[] = []) => ({ title, href: `/article/${title.toLowerCase().replaceAll(' ', '-')}`, category })

const posts = [post('Install', ['Start']), post('Configure', ['Start']), post('Changelog'), post('Themes', ['Guides']), post('Deploy', ['Start'])]

describe('groupPostsByCategory', () => {
  it('merges every post of a category into the folder of its first post, uncategorised posts on their own', () => {
    const groups = groupPostsByCategory(posts)
    expect(groups.map((g) => [g.name, g.posts.map((p) => p.title)])).toEqual([
      ['Start', ['Install', 'Configure', 'Deploy']],
      [null, ['Changelog']],
      ['Guides', ['Themes']]
    ])
  })

  it('without merging, each run of consecutive posts of a category is its own folder, with its own key', () => {
    const groups = groupPostsByCategory(posts, false)
    expect(groups.map((g) => [g.name, g.posts.length])).toEqual([
      ['Start', 2],
      [null, 1],
      ['Guides', 1],
      ['Start', 1]
    ])
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length)
  })

  it('can gather uncategorised posts into one group at the place of the first', () => {
    const groups = groupPostsByCategory([...posts, post('Roadmap')], true, 'together')
    expect(groups.map((g) => [g.name, g.posts.map((p) => p.title)])).toEqual([
      ['Start', ['Install', 'Configure', 'Deploy']],
      [null, ['Changelog', 'Roadmap']],
      ['Guides', ['Themes']]
    ])
  })

  it('files a post under its first category and treats a blank one as none', () => {
    const groups = groupPostsByCategory([post('A', ['One', 'Two']), post('B', ['  '])])
    expect(groups.map((g) => g.name)).toEqual(['One', null])
  })
})

describe('filterNavTree', () => {
  const groups = groupPostsByCategory(posts)

  it('keeps the posts whose title holds the text in any case, dropping empty folders and keeping keys', () => {
    const shown = filterNavTree(groups, '  CONF ')
    expect(shown.map((g) => [g.key, g.posts.map((p) => p.title)])).toEqual([[groups[0]!.key, ['Configure']]])
  })

  it('can match other text than the title', () => {
    const withSummary = groupPostsByCategory([{ ...post('Install', ['Start']), summary: 'npm and a database' }])
    expect(filterNavTree(withSummary, 'database')).toEqual([])
    expect(filterNavTree(withSummary, 'database', (p) => `${p.title} ${p.summary}`)).toHaveLength(1)
  })

  it('keeps everything for a blank text, and nothing when no title matches', () => {
    expect(filterNavTree(groups, ' ')).toEqual(groups)
    expect(filterNavTree(groups, 'zzz')).toEqual([])
  })
})

describe('groupOfHref and bareHref', () => {
  const groups = groupPostsByCategory(posts)

  it('finds the folder of the page being read, ignoring the query and hash', () => {
    expect(bareHref('/article/deploy?theme=gitbook#top')).toBe('/article/deploy')
    expect(groupOfHref(groups, '/article/deploy?theme=gitbook')).toBe(groups[0]!.key)
  })

  it('is null for a top-level post or a page outside the tree', () => {
    expect(groupOfHref(groups, '/article/changelog')).toBeNull()
    expect(groupOfHref(groups, '/about')).toBeNull()
  })
})

describe('categoryAnchorId', () => {
  it('makes an id of the name: words joined by dashes, letters of any script kept, punctuation dropped', () => {
    expect(categoryAnchorId('Deep Dives')).toBe('category-Deep-Dives')
    expect(categoryAnchorId('  設計 & 実装 ')).toBe('category-設計--実装')
    expect(categoryAnchorId(null)).toBe('category-uncategorised')
    expect(categoryAnchorId('!!')).toBe('category-uncategorised')
  })
})

describe('orderGroups', () => {
  it('follows the given order, unnamed categories after, the uncategorised group last', () => {
    const groups = groupPostsByCategory([post('Loose'), post('A', ['Start']), post('B', ['Other']), post('C', ['Guides'])], true, 'together')
    expect(orderGroups(groups, ['Guides', 'Start']).map((g) => g.name)).toEqual(['Guides', 'Start', 'Other', null])
  })
})

describe('capPerCategory', () => {
  const post = (title: string, category?: string) => ({ title, href: `/article/${title}`, category: category ? [category] : [] })
  const titles = (posts: readonly { title: string }[]) => posts.map((p) => p.title).join(' ')

  test('keeps every post when they fit', () => {
    const posts = [post('a', 'X'), post('b', 'Y'), post('c')]
    expect(capPerCategory(posts, 3)).toEqual(posts)
  })

  test('shares the limit: each category keeps its first posts, in the order given', () => {
    const posts = [post('x1', 'X'), post('y1', 'Y'), post('x2', 'X'), post('x3', 'X'), post('y2', 'Y'), post('x4', 'X'), post('z1', 'Z')]
    // Z has one post, so X and Y share the rest: two each.
    expect(titles(capPerCategory(posts, 5))).toBe('x1 y1 x2 y2 z1')
    // Room for three of X once Y has both of its two.
    expect(titles(capPerCategory(posts, 6))).toBe('x1 y1 x2 x3 y2 z1')
    // Less than one a category: one of each all the same (a section is never empty).
    expect(titles(capPerCategory(posts, 2))).toBe('x1 y1 z1')
  })

  test('uncategorised posts share one place, and the total never passes the limit', () => {
    const posts = Array.from({ length: 1000 }, (_, i) => post(`p${i}`, i % 7 === 0 ? undefined : `C${i % 50}`))
    const capped = capPerCategory(posts, 150)
    // 51 places (50 categories and the uncategorised): two posts each.
    expect(capped).toHaveLength(102)
    const perCategory = new Map<string, number>()
    for (const p of capped) perCategory.set(p.category[0] ?? '', (perCategory.get(p.category[0] ?? '') ?? 0) + 1)
    expect(new Set(perCategory.values()).size).toBe(1)
    expect(perCategory.size).toBe(51)
  })
})
