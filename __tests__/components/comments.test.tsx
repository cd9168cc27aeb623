/** @jest-environment jsdom */
import { mockRouter, renderWithGlobal, resetRouter, TEST_PAGE_PROPS, withSettings } from './test-utils'
import { act, screen } from '@testing-library/react'
import { Comments } from '@/components/comments/Comments'
import { CommentSection } from '@/components/comments/Comments.lazy'
import type { BasePageProps } from '@/lib/site/page-props'

const withUtterances: BasePageProps = withSettings(TEST_PAGE_PROPS, { COMMENT_UTTERRANCES_REPO: 'me/blog' })
const post = { id: 'p1', title: 'Hello', comment: '', href: '/article/hello' }

/** A controllable IntersectionObserver: `reveal()` brings every observed element into view. */
let observed: Array<{ callback: IntersectionObserverCallback; element: Element }> = []
function reveal() {
  act(() => {
    for (const { callback, element } of observed) callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver)
  })
}

const realUserAgent = navigator.userAgent
function setUserAgent(value: string) {
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, value })
}

beforeEach(() => {
  resetRouter()
  observed = []
  window.IntersectionObserver = class {
    constructor(private callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.push({ callback: this.callback, element })
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
  setUserAgent(realUserAgent)
})

describe('Comments (docs/behaviour.md §4)', () => {
  it('shows a loading line until scrolled into view, then loads the configured system', async () => {
    renderWithGlobal(<CommentSection post={post} systems={['utterances']} />, withUtterances)
    const area = screen.getByRole('region', { name: 'Comments' })
    expect(area).toHaveAttribute('data-comments', 'waiting')
    expect(screen.getByRole('status')).toHaveTextContent('Loading comments…')
    expect(document.querySelector('script[src*="utteranc.es"]')).toBeNull()
    reveal()
    expect(area).toHaveAttribute('data-comments', 'loaded')
    await screen.findByText('Utterances')
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    const script = document.querySelector('script[src*="utteranc.es"]')
    expect(script).not.toBeNull()
    expect(script?.getAttribute('repo')).toBe('me/blog')
  })

  it('is hidden with no system configured', () => {
    renderWithGlobal(<Comments post={post} />)
    expect(screen.queryByRole('region', { name: 'Comments' })).toBeNull()
  })

  it('is hidden for Googlebot, bingbot and Baidu', () => {
    for (const ua of ['Googlebot/2.1', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'Baiduspider/2.0']) {
      setUserAgent(ua)
      const { unmount } = renderWithGlobal(<Comments post={post} />, withUtterances)
      expect(screen.queryByRole('region', { name: 'Comments' })).toBeNull()
      unmount()
    }
  })

  it('is hidden when the front matter says comment: Hide', () => {
    renderWithGlobal(<Comments post={{ ...post, comment: 'Hide' }} />, withUtterances)
    expect(screen.queryByRole('region', { name: 'Comments' })).toBeNull()
  })

  it('after 1 s of ?target=comment scrolls smoothly to the comments and drops the query', () => {
    jest.useFakeTimers()
    try {
      resetRouter({ target: 'comment', theme: 'example', slug: 'hello' })
      mockRouter.pathname = '/[prefix]/[slug]'
      const scroll = jest.fn()
      Element.prototype.scrollIntoView = scroll
      renderWithGlobal(<CommentSection post={post} systems={['utterances']} />, withUtterances)
      act(() => jest.advanceTimersByTime(999))
      expect(scroll).not.toHaveBeenCalled()
      act(() => jest.advanceTimersByTime(1))
      expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
      expect(mockRouter.replace).toHaveBeenCalledWith({ pathname: '/[prefix]/[slug]', query: { theme: 'example', slug: 'hello' } }, undefined, { shallow: true, scroll: false })
    } finally {
      mockRouter.pathname = '/'
      jest.useRealTimers()
    }
  })

  it('the entry loads the section in the browser, as its own chunk', async () => {
    renderWithGlobal(<Comments post={post} />, withUtterances)
    expect(await screen.findByRole('region', { name: 'Comments' })).toHaveAttribute('data-comments', 'waiting')
  })
})
