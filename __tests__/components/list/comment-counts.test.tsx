/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react'
import { renderWithGlobal, resetRouter, withRemote } from '../test-utils'
import { PostCardMeta } from '@/components/list/PostCardMeta'
import { parseTwikooCounts } from '@/components/comments/twikoo'
import { loadScript } from '@/components/external/load-resource'
import { postSummaryOf } from '../../fixtures/post'

// The script loader stands in for the network: it "loads" at once, and the fake twikoo set on window below answers.
jest.mock('@/components/external/load-resource', () => ({ loadScript: jest.fn(() => Promise.resolve()) }))

type CountsCall = { envId: string; urls: string[]; includeReply: boolean }
const getCommentsCount = jest.fn<Promise<unknown>, [CountsCall]>()

const TWIKOO = { COMMENT_TWIKOO_ENV_ID: 'https://twikoo.example', COMMENT_TWIKOO_CDN_URL: 'https://cdn.example/twikoo.js', COMMENT_TWIKOO_COUNT_ENABLE: true }
const posts = [
  postSummaryOf({ id: 'a', href: '/article/a', publishDay: 'Jun 20, 2026' }),
  postSummaryOf({ id: 'b', href: '/article/b', publishDay: 'Jun 21, 2026' }),
  postSummaryOf({ id: 'c', href: '/article/c', publishDay: 'Jun 22, 2026' })
]
const list = () => (
  <>
    {posts.map((post) => (
      <PostCardMeta key={post.id} post={post} fields={['date', 'comments']} />
    ))}
  </>
)
const countFields = (root: ParentNode) => [...root.querySelectorAll('[data-meta="comments"]')]

beforeEach(() => {
  resetRouter()
  getCommentsCount.mockReset()
  jest.mocked(loadScript).mockClear()
  ;(window as unknown as { twikoo?: unknown }).twikoo = { getCommentsCount }
})

describe('comment counts on cards', () => {
  it('are not drawn, nor Twikoo loaded, unless COMMENT_TWIKOO_COUNT_ENABLE and a Twikoo env id are both set', async () => {
    for (const settings of [{ ...TWIKOO, COMMENT_TWIKOO_COUNT_ENABLE: false }, { ...TWIKOO, COMMENT_TWIKOO_ENV_ID: '' }]) {
      const { container, unmount } = renderWithGlobal(list(), withRemote(settings))
      await act(async () => {})
      expect(countFields(container)).toHaveLength(0)
      unmount()
    }
    expect(loadScript).not.toHaveBeenCalled()
    expect(getCommentsCount).not.toHaveBeenCalled()
  })

  it('are asked for in one call once the list is drawn, and each card shows its own', async () => {
    getCommentsCount.mockResolvedValue([
      { url: '/article/c', count: 12 },
      { url: '/article/a', count: 0 },
      { url: '/article/b', count: 3 }
    ])
    const { container } = renderWithGlobal(list(), withRemote(TWIKOO))
    // Drawn before any count is known: each field keeps its room, hidden.
    const fields = await waitFor(() => {
      const found = countFields(container)
      expect(found).toHaveLength(3)
      return found
    })
    await waitFor(() => expect(fields.map((field) => field.querySelector('[data-pending]')?.className)).toEqual(['invisible contents', 'invisible contents', 'invisible contents']))
    await waitFor(() => expect(fields.map((field) => field.textContent)).toEqual(['0', '3', '12']))
    expect(container.querySelectorAll('[data-pending]')).toHaveLength(0)
    expect(getCommentsCount).toHaveBeenCalledTimes(1)
    expect(getCommentsCount).toHaveBeenCalledWith({ envId: 'https://twikoo.example', urls: ['/article/a', '/article/b', '/article/c'], includeReply: false })
    expect(loadScript).toHaveBeenCalledWith('https://cdn.example/twikoo.js')
    expect(screen.getAllByTitle('Comments')).toHaveLength(3)
  })

  it('are asked for once a page life: the same list drawn again shows them without asking', async () => {
    const settings = withRemote({ ...TWIKOO, COMMENT_TWIKOO_ENV_ID: 'env-again' })
    getCommentsCount.mockResolvedValue([{ url: '/article/b', count: 5 }])
    const first = renderWithGlobal(list(), settings)
    await waitFor(() => expect(countFields(first.container).map((field) => field.textContent)).toEqual(['0', '5', '0']))
    first.unmount()
    const again = renderWithGlobal(list(), settings)
    await waitFor(() => expect(countFields(again.container)[1]).toHaveTextContent('5'))
    expect(getCommentsCount).toHaveBeenCalledTimes(1)
    // Paths Twikoo did not answer for stay pending: no count is made up for them.
    expect(again.container.querySelectorAll('[data-pending]')).toHaveLength(2)
  })

  it('a failed fetch is logged once and no count is shown', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    getCommentsCount.mockRejectedValue(new Error('env not found'))
    const { container } = renderWithGlobal(list(), withRemote({ ...TWIKOO, COMMENT_TWIKOO_ENV_ID: 'env-missing' }))
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    expect(String(warn.mock.calls[0])).toContain('env not found')
    // Every field is still pending: invisible, its room kept.
    expect(container.querySelectorAll('[data-meta="comments"] [data-pending]')).toHaveLength(3)
    warn.mockRestore()
  })
})

describe('parseTwikooCounts', () => {
  it('keeps rows with a path and a whole count', () => {
    expect(parseTwikooCounts([{ url: '/a', count: 2 }, { url: '/b' }, { count: 3 }, null, { url: '/c', count: -1 }])).toEqual(new Map([['/a', 2]]))
  })

  it('throws on an answer that is not a list', () => {
    expect(() => parseTwikooCounts({ code: 500 })).toThrow('did not answer a list')
  })
})
