import { getDictionary } from '@/lib/i18n'
import { pageTitle } from '@/components/site/page-title'

const t = getDictionary('en-US')

describe('pageTitle', () => {
  it('leaves home to the site title', () => {
    expect(pageTitle('LayoutIndex', {}, t)).toBeNull()
  })
  it('names posts, lists and screens', () => {
    expect(pageTitle('LayoutSlug', { post: { title: 'Hello' } }, t)).toBe('Hello')
    expect(pageTitle('LayoutPostList', { category: 'Guides', tag: null }, t)).toBe('Guides')
    expect(pageTitle('LayoutPostList', { category: null, tag: 'react' }, t)).toBe('react')
    expect(pageTitle('LayoutSearch', { keyword: 'notion' }, t)).toBe('Search: notion')
    expect(pageTitle('LayoutSearch', { keyword: '' }, t)).toBe('Search')
    expect(pageTitle('Layout404', {}, t)).toBe('404 Not found.')
    expect(pageTitle('LayoutArchive', {}, t)).toBe('Archive')
  })
})
