/** @jest-environment jsdom */
import { mockRouter, renderWithGlobal, resetRouter, withSettings } from '../../test-utils'
import { act, screen } from '@testing-library/react'
import { IfOpen, IfPost, PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenCategory } from '@/components/post/screen/ScreenCategory'
import { ScreenCopyright } from '@/components/post/screen/ScreenCopyright'
import { ScreenNeighbours } from '@/components/post/screen/ScreenNeighbours'
import { ScreenRecommended } from '@/components/post/screen/ScreenRecommended'
import { ScreenRelated } from '@/components/post/screen/ScreenRelated'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenTags } from '@/components/post/screen/ScreenTags'
import { ScreenTitle } from '@/components/post/screen/ScreenTitle'
import { ScreenTocDrawer } from '@/components/post/screen/ScreenTocDrawer'
import type { SlugPageProps } from '@/lib/site/page-props'
import { demoProps, type DemoProps } from '../../../fixtures/props'

/**
 * The post page kit's rules, drawn with every part in a plain arrangement: which parts a post
 * (type Post), a page (type Page) and a locked post show, the theme's `show` settings, the
 * share setting, and the redirect to /404.
 */
jest.setTimeout(20_000)

let demo: DemoProps
beforeAll(async () => {
  demo = await demoProps()
})
beforeEach(() => resetRouter({}, '/article/every-block'))

function Screen({ page, show = true }: { page: SlugPageProps; show?: boolean }) {
  return (
    <PostScreen page={page}>
      <article>
        <ScreenTitle icon />
        <IfPost>
          <p>only on posts</p>
        </IfPost>
        <IfOpen>
          <p>only on open posts</p>
        </IfOpen>
        <ScreenCategory />
        <ScreenTags show={show} />
        <ScreenBody className="body-box" />
        <ScreenShare show={show} />
        <ScreenCopyright show={show} />
        <ScreenNeighbours show={show} />
        <ScreenRecommended show={show} />
        <ScreenRelated show={show} classNames={{ root: 'related' }} />
        <ScreenTocDrawer />
      </article>
    </PostScreen>
  )
}

async function draw(page: SlugPageProps, remote: Record<string, unknown> = {}, show = true) {
  await act(async () => {
    renderWithGlobal(<Screen page={page} show={show} />, withSettings(page, remote))
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

describe('PostScreen', () => {
  it('shows a post of type Post every part: neighbours, recommendations, copyright, share bar and tags', async () => {
    const { post, prev, recommendations } = demo.post
    await draw(demo.post, { ENABLE_SHARE: true })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(post.title)
    expect(screen.getByText('only on posts')).toBeInTheDocument()
    expect(screen.getByText('only on open posts')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: post.category[0]! })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: `#${post.tags[0]!}` }).length).toBeGreaterThan(0)
    expect(document.querySelector('.body-box > #article-body')).not.toBeNull()
    expect(screen.getByRole('region', { name: 'Share this post' })).toBeInTheDocument()
    if (prev) expect(screen.getByRole('link', { name: new RegExp(`Previous post.*${prev.title}`) })).toBeInTheDocument()
    expect(recommendations.length).toBeGreaterThan(0)
    // The kit's card and the theme's section, each named by its heading.
    const sections = screen.getAllByRole('region', { name: 'Recommended' })
    expect(sections).toHaveLength(2)
    expect(sections[1]).toHaveClass('related')
    expect(screen.getByLabelText('Contents')).toBeInTheDocument()
  })

  it("hides the parts the theme's settings turn off, and the share bar when ENABLE_SHARE is off", async () => {
    await draw(demo.post, { ENABLE_SHARE: true }, false)
    expect(screen.queryByRole('region', { name: 'Share this post' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Previous post/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Recommended' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: `#${demo.post.post.tags[0]!}` })).not.toBeInTheDocument()
  })

  it('leaves out the share bar with ENABLE_SHARE off even where the theme shows it', async () => {
    await draw(demo.post, { ENABLE_SHARE: false })
    expect(screen.queryByRole('region', { name: 'Share this post' })).not.toBeInTheDocument()
    expect(screen.getByText('only on posts')).toBeInTheDocument()
  })

  it('shows a page (type Page) no neighbours, recommendations, copyright or share bar', async () => {
    await draw(demo.page, { ENABLE_SHARE: true })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(demo.page.post.title)
    expect(screen.queryByText('only on posts')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Share this post' })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: /Previous post/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Recommended' })).not.toBeInTheDocument()
  })

  it('shows a locked post the password form, and none of what is sealed with its blocks', async () => {
    // With an outline, as after an unlock, to see that the lock and not the outline hides the contents button.
    await draw({ ...demo.lockedPost, post: { ...demo.lockedPost.post, toc: demo.post.post.toc } })
    expect(screen.getByLabelText('Please Enter the password:')).toBeInTheDocument()
    expect(document.getElementById('article-body')).toBeNull()
    expect(screen.queryByText('only on open posts')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Contents')).not.toBeInTheDocument()
  })

  it('titles a post without a title "Untitled"', async () => {
    await draw({ ...demo.page, post: { ...demo.page.post, title: '' } })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Untitled')
  })

  it('sends the visitor to /404 when no article appears in time, and stays on a post that did', async () => {
    jest.useFakeTimers()
    try {
      const empty = { ...demo.page, post: { ...demo.page.post, recordMap: null } }
      renderWithGlobal(
        <PostScreen page={empty}>
          <ScreenTitle />
        </PostScreen>,
        empty
      )
      act(() => jest.advanceTimersByTime(30_000))
      expect(mockRouter.push).toHaveBeenCalledWith('/404')
    } finally {
      jest.useRealTimers()
    }
  })
})
