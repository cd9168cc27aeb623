/** @jest-environment jsdom */
import { mockRouter, renderWithGlobal, resetRouter, withRemote } from './test-utils'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { CopyGuard } from '@/components/widgets/CopyGuard'
import { ExternalScripts } from '@/components/site/ExternalScripts'
import { PageViews } from '@/components/widgets/PageViews'
import { PostRedirect404 } from '@/components/post/PostRedirect404'
import { ShareBar } from '@/components/share/ShareBar'
// Loaded up front: the bar's lazy chunk brings simple-icons' 5 MB CommonJS build, which jest takes
// longer than findBy's wait to evaluate; the bar's own import then finds it in the module registry.
import '@/components/share/ShareButtons'
import { VisitCounters } from '@/components/widgets/VisitCounters'
import { runBusuanzi } from '@/components/external/busuanzi'
import type { BasePageProps } from '@/lib/site/page-props'
import { setVisitCounts, type VisitCountKey } from '@/components/widgets/visit-counts'

const post = { type: 'Post' as const, title: 'Hello', summary: 'First', href: '/article/hello' }

beforeEach(() => resetRouter())

describe('ShareBar (docs/behaviour.md §2, §9)', () => {
  it('shows the 13 default services under a post, sharing the post address', async () => {
    renderWithGlobal(<ShareBar post={post} />, withRemote({ LINK: 'https://blog.example.com' }))
    const bar = await screen.findByRole('region', { name: 'Share this post' })
    expect(bar.querySelectorAll('[data-share]')).toHaveLength(13)
    expect(screen.getByRole('link', { name: 'Share on X (Twitter)' })).toHaveAttribute(
      'href',
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fblog.example.com%2Farticle%2Fhello&text=Hello'
    )
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('target', '_blank')
  })

  it('copies the address for the link button', async () => {
    const writeText = jest.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    renderWithGlobal(<ShareBar post={post} />, withRemote({ LINK: 'https://blog.example.com/' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'))
    expect(writeText).toHaveBeenCalledWith('https://blog.example.com/article/hello')
  })

  it('is not there for a page of another type, nor with ENABLE_SHARE off', async () => {
    const { container, unmount } = renderWithGlobal(<ShareBar post={{ ...post, type: 'Page' }} />)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(container).toBeEmptyDOMElement()
    unmount()
    const off = renderWithGlobal(<ShareBar post={post} />, withRemote({ ENABLE_SHARE: false }))
    expect(off.container).toBeEmptyDOMElement()
  })

  it('follows POSTS_SHARE_SERVICES', async () => {
    renderWithGlobal(<ShareBar post={post} />, withRemote({ POSTS_SHARE_SERVICES: ['email', 'reddit'] }))
    const bar = await screen.findByRole('region', { name: 'Share this post' })
    expect([...bar.querySelectorAll('[data-share]')].map((el) => el.getAttribute('data-share'))).toEqual(['email', 'reddit'])
  })
})

describe('CopyGuard (docs/behaviour.md §1)', () => {
  function copyIsBlocked(target: EventTarget = document.body) {
    const event = new Event('copy', { bubbles: true, cancelable: true })
    target.dispatchEvent(event)
    return event.defaultPrevented
  }
  it('stops copying and selecting with CAN_COPY false, except in form fields', () => {
    renderWithGlobal(<CopyGuard />, withRemote({ CAN_COPY: false }))
    expect(copyIsBlocked()).toBe(true)
    const select = new Event('selectstart', { bubbles: true, cancelable: true })
    document.body.dispatchEvent(select)
    expect(select.defaultPrevented).toBe(true)
    const input = document.createElement('input')
    document.body.appendChild(input)
    expect(copyIsBlocked(input)).toBe(false)
    input.remove()
  })
  it('does nothing by default', () => {
    renderWithGlobal(<CopyGuard />)
    expect(copyIsBlocked()).toBe(false)
  })
})

describe('PostRedirect404 (docs/behaviour.md §2, §9)', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('sends the visitor to /404 when no article appeared after 30 s', () => {
    renderWithGlobal(<PostRedirect404 />)
    act(() => jest.advanceTimersByTime(29_999))
    expect(mockRouter.push).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(mockRouter.push).toHaveBeenCalledWith('/404')
  })
  it('stays when the article is there', () => {
    renderWithGlobal(
      <>
        <div id="article-body" />
        <PostRedirect404 />
      </>
    )
    act(() => jest.advanceTimersByTime(31_000))
    expect(mockRouter.push).not.toHaveBeenCalled()
  })
})

describe('page views and visit counters (docs/behaviour.md §2)', () => {
  afterEach(() => act(() => setVisitCounts({})))

  /** A post's page views and the footer's counters, as a post page shows them. */
  const renderCounters = (props?: BasePageProps) =>
    renderWithGlobal(
      <>
        <PageViews />
        <VisitCounters />
      </>,
      props
    )

  /** Busuanzi writing its numbers where it looks for them: elements with ids `busuanzi_value_*`. */
  async function reportFromScript(values: Partial<Record<VisitCountKey, string>>) {
    await act(async () => {
      for (const [key, value] of Object.entries(values)) {
        const element = document.getElementById(`busuanzi_value_${key}`)
        if (element) element.innerHTML = value
      }
      await Promise.resolve()
    })
  }

  it('show what the counter script reports, and nothing before it has', async () => {
    const { container } = renderCounters(withRemote({ ANALYTICS_BUSUANZI_ENABLE: true }))
    expect(container).not.toHaveTextContent(/views|visitors/)
    // The script's elements are its own, outside React's tree.
    const stop = runBusuanzi('https://counter.example/busuanzi.js')
    expect(container.querySelector('[id^="busuanzi_"]')).toBeNull()
    expect(document.querySelector('script[data-quire="busuanzi"]')).toHaveAttribute('src', 'https://counter.example/busuanzi.js')
    await reportFromScript({ page_pv: '42', site_pv: '1234', site_uv: '321' })
    expect(container.querySelector('[data-visit-count="page_pv"]')).toHaveTextContent('42 views')
    expect(container.querySelector('[data-visit-count="site_uv"]')).toHaveTextContent('321 visitors')
    expect(container.querySelector('[data-visit-count="site_pv"]')).toHaveTextContent('1234 views')
    act(() => stop())
    expect(document.querySelector('[data-quire^="busuanzi"]')).toBeNull()
  })

  it('forget the last page’s views on the next run, and keep the site’s until new ones come', async () => {
    const { container } = renderCounters(withRemote({ ANALYTICS_BUSUANZI_ENABLE: true }))
    const first = runBusuanzi('https://counter.example/busuanzi.js')
    await reportFromScript({ page_pv: '42', site_pv: '1234' })
    act(() => first())
    let second = () => {}
    act(() => {
      second = runBusuanzi('https://counter.example/busuanzi.js')
    })
    expect(container.querySelector('[data-visit-count="page_pv"]')).toBeNull()
    expect(container.querySelector('[data-visit-count="site_pv"]')).toHaveTextContent('1234 views')
    await reportFromScript({ page_pv: '7', site_pv: '1235' })
    expect(container.querySelector('[data-visit-count="page_pv"]')).toHaveTextContent('7 views')
    expect(container.querySelector('[data-visit-count="site_pv"]')).toHaveTextContent('1235 views')
    act(() => second())
  })

  it('ignore a blank report, as when the counter fails', async () => {
    const { container } = renderWithGlobal(<PageViews />, withRemote({ ANALYTICS_BUSUANZI_ENABLE: true }))
    const stop = runBusuanzi('https://counter.example/busuanzi.js')
    await reportFromScript({ page_pv: '  ' })
    expect(container).toBeEmptyDOMElement()
    act(() => stop())
  })

  it('are not there by default (ANALYTICS_BUSUANZI_ENABLE off), whatever the store holds', () => {
    act(() => setVisitCounts({ page_pv: '42', site_pv: '1' }))
    const { container } = renderCounters()
    expect(container).toBeEmptyDOMElement()
  })
})

describe('ExternalScripts (docs/behaviour.md §7)', () => {
  it('adds the busuanzi counter after hydration when it is on, and nothing else', async () => {
    renderWithGlobal(<ExternalScripts />, withRemote({ ANALYTICS_BUSUANZI_ENABLE: true }))
    await waitFor(() => expect(document.querySelector('script[data-quire="busuanzi"]')).not.toBeNull())
    expect(document.querySelectorAll('script[src^="http"]:not([data-quire])')).toHaveLength(0)
  })
  it('with every key empty loads nothing', async () => {
    document.querySelectorAll('script').forEach((script) => script.remove())
    renderWithGlobal(<ExternalScripts />)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })
})
