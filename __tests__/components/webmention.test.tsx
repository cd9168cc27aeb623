/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SEO } from '@/components/site/SEO'
import { mentionOnXHref, WebmentionComments } from '@/components/comments/WebmentionComments'
import { renderWithGlobal, withRemote } from './test-utils'

// The head's tags drawn where the component is, so the test can read them.
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: ReactNode }) => <>{children}</> }))

const post = { id: 'p1', title: 'Hello', comment: '', href: '/article/hello' }
const WEBMENTIONS = { COMMENT_WEBMENTION_ENABLE: true, COMMENT_WEBMENTION_HOSTNAME: 'example.org', LINK: 'https://example.org' }

beforeEach(() => {
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ children: [] }) })) as unknown as typeof fetch
})

describe('webmentions as the owner set them', () => {
  test("COMMENT_WEBMENTION_TWITTER_USERNAME: a link under the mentions opens X's composer with the post, via that account", async () => {
    renderWithGlobal(<WebmentionComments post={post} />, withRemote({ ...WEBMENTIONS, COMMENT_WEBMENTION_TWITTER_USERNAME: '@quire' }))
    const link = await screen.findByRole('link', { name: 'Mention this post on X' })
    const href = new URL(link.getAttribute('href') ?? '')
    expect([href.origin, href.searchParams.get('url'), href.searchParams.get('via')]).toEqual(['https://x.com', 'https://example.org/article/hello', 'quire'])
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('no user name, no link', async () => {
    renderWithGlobal(<WebmentionComments post={post} />, withRemote(WEBMENTIONS))
    await waitFor(() => expect(global.fetch).toHaveBeenCalled())
    expect(screen.queryByRole('link')).toBeNull()
    expect(mentionOnXHref('https://a.b/c', 'me')).toBe('https://x.com/intent/post?url=https%3A%2F%2Fa.b%2Fc&via=me')
  })

  test("COMMENT_WEBMENTION_AUTH: the pages link the owner's profile as rel=me, only while webmentions are on and only a safe address", () => {
    const head = (remote: Record<string, unknown>) => {
      const props = withRemote(remote)
      const view = renderWithGlobal(<SEO props={{ ...props, layout: 'LayoutIndex' } as never} />, props)
      // React hoists <link> into the document's head.
      const links = [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`)
      view.unmount()
      return links
    }
    expect(head({ ...WEBMENTIONS, COMMENT_WEBMENTION_AUTH: 'https://github.com/quire' })).toContain('me https://github.com/quire')
    expect(head({ COMMENT_WEBMENTION_AUTH: 'https://github.com/quire' }).filter((link) => link.startsWith('me '))).toEqual([])
    expect(head({ ...WEBMENTIONS, COMMENT_WEBMENTION_AUTH: 'javascript:alert(1)' }).filter((link) => link.startsWith('me '))).toEqual([])
  })
})
