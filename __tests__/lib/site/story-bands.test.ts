import { categoryBands, recommendedPosts } from '@/lib/site/story-bands'

const post = (n: number, category: string, tags: string[] = [], lastEditedDate = n) => ({ title: `P${n}`, href: `/article/p${n}`, category: category ? [category] : [], tags, lastEditedDate })

describe('categoryBands', () => {
  const posts = [post(1, 'A'), post(2, 'B'), post(3, 'A'), post(4, 'C'), post(5, 'B'), post(6, 'A'), post(7, ''), post(8, 'C'), post(9, 'A')]

  it('files the posts after the first ones by category, a few per band, in the site order', () => {
    const bands = categoryBands(posts, { skip: 2, perBand: 2, order: ['C', 'A', 'B'] })
    expect(bands.map((b) => [b.category, b.posts.map((p) => p.title)])).toEqual([
      ['C', ['P4', 'P8']],
      ['A', ['P3', 'P6']],
      ['B', ['P5']]
    ])
  })

  it('leaves out hidden categories (any case) and uncategorised posts', () => {
    const bands = categoryBands(posts, { skip: 0, perBand: 4, hidden: ' a , c' })
    expect(bands.map((b) => b.category)).toEqual(['B'])
  })

  it('gives nothing when every post is skipped', () => {
    expect(categoryBands(posts, { skip: 20, perBand: 4 })).toEqual([])
  })
})

describe('recommendedPosts', () => {
  const posts = [post(1, 'A', ['Tips'], 5), post(2, 'A'), post(3, 'B', ['tips'], 9), post(4, 'B')]

  it('takes the posts with the tag, in any case, newest edit first when asked', () => {
    expect(recommendedPosts(posts, { tag: 'TIPS', count: 6 }).map((p) => p.title)).toEqual(['P1', 'P3'])
    expect(recommendedPosts(posts, { tag: 'tips', count: 6, byUpdate: true }).map((p) => p.title)).toEqual(['P3', 'P1'])
  })

  it('falls back to the latest posts when none has the tag', () => {
    expect(recommendedPosts(posts, { tag: 'none', count: 2 }).map((p) => p.title)).toEqual(['P1', 'P2'])
  })

  it('leaves out the posts already on the page', () => {
    const shown = new Set(['/article/p1', '/article/p2'])
    expect(recommendedPosts(posts, { tag: 'tips', count: 6, exclude: shown }).map((p) => p.title)).toEqual(['P3'])
    expect(recommendedPosts(posts, { tag: 'none', count: 6, exclude: shown }).map((p) => p.title)).toEqual(['P3', 'P4'])
  })
})
