/** @jest-environment jsdom */
import { renderWithGlobal, TEST_PAGE_PROPS, withSettings } from './test-utils'
import { act } from '@testing-library/react'
import { Comments } from '@/components/comments/Comments'
import type { BasePageProps } from '@/lib/site/page-props'

/** How many times the comment section's chunk was fetched (its module evaluated). */
let fetched = 0
jest.mock('@/components/comments/Comments.lazy', () => {
  fetched++
  return { CommentSection: () => null }
})

const withUtterances: BasePageProps = withSettings(TEST_PAGE_PROPS, { COMMENT_UTTERRANCES_REPO: 'me/blog' })
const post = { id: 'p1', title: 'Hello', comment: '', href: '/article/hello' }

function setUserAgent(value: string) {
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, value })
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

test('the comment chunk is fetched only when a visitor will see comments: not without a system, on a hidden post or for a bot', async () => {
  const realUserAgent = navigator.userAgent
  renderWithGlobal(<Comments post={post} />)
  renderWithGlobal(<Comments post={{ ...post, comment: 'Hide' }} />, withUtterances)
  setUserAgent('Googlebot/2.1')
  renderWithGlobal(<Comments post={post} />, withUtterances)
  await settle()
  expect(fetched).toBe(0)
  setUserAgent(realUserAgent)
  renderWithGlobal(<Comments post={post} />, withUtterances)
  await settle()
  expect(fetched).toBe(1)
})
