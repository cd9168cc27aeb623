/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter, withRemote } from './test-utils'
import { screen } from '@testing-library/react'
import { PostFoot } from '@/components/PostFoot'
import { linkedPostsOf } from '@/lib/site/linked-posts'
import type { PostDetail, PostLink } from '@/lib/site/types'
import { postSummaryOf } from '../fixtures/post'

beforeEach(() => resetRouter())

const link = (id: string, title: string): PostLink => ({ id, title, href: `/article/${id}`, date: { start_date: '2026-01-01' }, publishDay: '2026-01-01', pageIcon: '', pageCoverThumbnail: '' })
const postOf = (type: 'Post' | 'Page'): PostDetail => ({ ...postSummaryOf({ id: 'p', title: 'Hello', href: '/article/hello', type }), toc: [], wordCount: 0, ext: {}, comment: '', recordMap: null })
const prev = link('older', 'Older post')
const next = link('newer', 'Newer post')
const recommended = [link('r1', 'Related one')]

describe('PostFoot', () => {
  it('under a post: the share bar in its box, the neighbours, the recommended posts, then back home and to top', async () => {
    const { container } = renderWithGlobal(
      <PostFoot
        post={postOf('Post')}
        prev={prev}
        next={next}
        recommendations={recommended}
        shareClassName="share-box"
        nav={{ className: 'nav-row' }}
        recommended={{ className: 'recs' }}
        ends={{ className: 'ends', linkClassName: 'home-link', topClassName: 'top-button' }}
      />,
      withRemote({ LINK: 'https://blog.example.com' })
    )
    const share = await screen.findByRole('region', { name: 'Share this post' }, { timeout: 5000 })
    expect(share.closest('.share-box')).not.toBeNull()
    expect(await screen.findByRole('link', { name: /Older post/ }, { timeout: 5000 })).toHaveAttribute('href', '/article/older')
    expect(screen.getByRole('link', { name: /Newer post/ })).toHaveAttribute('href', '/article/newer')
    expect(await screen.findByRole('link', { name: /Related one/ }, { timeout: 5000 })).toHaveAttribute('href', '/article/r1')
    const home = screen.getByRole('link', { name: '← Back to home' })
    expect(home).toHaveAttribute('href', '/')
    expect(home).toHaveClass('home-link')
    expect(screen.getByRole('button', { name: 'Back to top' })).toHaveClass('top-button')
    expect(container.querySelector('.ends')).toContainElement(home)
  })

  it('under a page: no neighbours nor recommended posts, no back row unless asked, the whole foot in the box given', async () => {
    const { container } = renderWithGlobal(<PostFoot post={postOf('Page')} prev={prev} next={next} recommendations={recommended} className="foot" />)
    expect(container.firstElementChild).toHaveClass('foot')
    expect(screen.queryByRole('link', { name: /Older post/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /Related one/ })).toBeNull()
    expect(screen.queryByRole('link', { name: '← Back to home' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull()
  })
})

describe('linkedPostsOf', () => {
  it('lists the latest posts, the recommended, then the neighbours that exist', () => {
    const latest = link('l1', 'Latest')
    expect(linkedPostsOf({ site: { latestPosts: [latest] }, recommendations: recommended, prev, next: null }).map((post) => post.id)).toEqual(['l1', 'r1', 'older'])
    expect(linkedPostsOf({ site: { latestPosts: [] }, recommendations: [], prev: null, next }).map((post) => post.id)).toEqual(['newer'])
  })
})
