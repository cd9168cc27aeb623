import { layoutKeyword, layoutPost } from '@/components/site/layout-post'
import type { LayoutBaseProps } from '@/themes/types'

const base = { site: {}, shippedConfig: { site: {}, themeSite: {}, themeKeys: {} }, path: '/', socialCard: '', children: null } as unknown as LayoutBaseProps

describe('layoutKeyword and layoutPost', () => {
  it('reads the searched words on the search screen only', () => {
    expect(layoutKeyword({ ...base, layout: 'LayoutSearch', keyword: 'notion' } as unknown as LayoutBaseProps)).toBe('notion')
    expect(layoutKeyword({ ...base, layout: 'LayoutSearch' })).toBe('')
    expect(layoutKeyword({ ...base, layout: 'LayoutIndex', keyword: 'x' } as unknown as LayoutBaseProps)).toBe('')
  })
  it('reads the post on a post screen only', () => {
    const post = { id: 'p' }
    expect(layoutPost({ ...base, layout: 'LayoutSlug', post } as unknown as LayoutBaseProps)).toBe(post)
    expect(layoutPost({ ...base, layout: 'LayoutArchive', post } as unknown as LayoutBaseProps)).toBeNull()
  })
})
