/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter } from '../test-utils'
import { fireEvent, screen } from '@testing-library/react'
import { webcrypto } from 'node:crypto'
import { TextDecoder, TextEncoder } from 'node:util'
import { PostBody } from '@/components/post/PostBody'
import { encryptContent } from '@/lib/lock/encrypt-content'
import { deriveKey, MIN_ITERATIONS } from '@/lib/lock/lock-crypto'
import { lockSalt } from '@/lib/lock/lock-salt'
import type { LockedContent } from '@/lib/lock/types'
import { UnlockablePost } from '@/components/post/unlockable-post'
import type { SlugPageProps } from '@/lib/site/page-props'
import type { PostDetail } from '@/lib/site/types'

// jsdom has neither WebCrypto's subtle nor (in every version) the encoders: lend Node's, as a browser has them.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true })
Object.assign(globalThis, { TextEncoder, TextDecoder })

jest.mock('@/components/notion/NotionPage', () => ({
  NotionPage: ({ recordMap }: { recordMap: { block: Record<string, unknown> } }) => <div data-testid="notion">{Object.keys(recordMap.block).join(',')}</div>
}))

/**
 * How long a lazily loaded part (the password form, the body) may take to appear: its module is
 * transformed on first import, which on a busy two-core machine took over the default second.
 */
const LAZY_PART_MS = 10_000

const POST_ID = '0b7ac2b9-0000-4000-8000-000000000001'
const post = {
  id: POST_ID,
  title: 'Locked',
  lock: true,
  toc: [],
  recordMap: null,
  lastEditedDate: 1
} as unknown as PostDetail

async function seal(password: string): Promise<LockedContent> {
  const salt = await lockSalt(POST_ID, 1)
  const key = await deriveKey(password, salt, MIN_ITERATIONS)
  const content = { recordMap: { block: { [POST_ID]: {}, child: {} } }, toc: [{ id: 'h', text: 'Heading', indentLevel: 0 }] }
  return encryptContent(content as never, { salt, key, iterations: MIN_ITERATIONS })
}

function Page({ props }: { props: SlugPageProps }) {
  return (
    <UnlockablePost props={props}>
      {(shown) => (
        <>
          <p data-testid="toc">{shown.post.toc.map((item) => item.text).join(',')}</p>
          <PostBody post={shown.post} />
        </>
      )}
    </UnlockablePost>
  )
}

beforeEach(() => {
  resetRouter()
  window.sessionStorage.clear()
})

describe('UnlockablePost with PostBody', () => {
  it('a wrong password shakes the form; the right one shows the body, the outline and "Article Unlocked"', async () => {
    const locked = await seal('open sesame')
    renderWithGlobal(<Page props={{ post, locked } as SlugPageProps} />)
    const field = await screen.findByLabelText('Please Enter the password:', {}, { timeout: LAZY_PART_MS })
    fireEvent.change(field, { target: { value: 'nope' } })
    fireEvent.submit(field)
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Password Error!')
    fireEvent.change(field, { target: { value: 'open sesame' } })
    fireEvent.submit(field)
    expect(await screen.findByText('Article Unlocked', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(await screen.findByTestId('notion', {}, { timeout: LAZY_PART_MS })).toHaveTextContent(`${POST_ID},child`)
    expect(screen.getByTestId('toc')).toHaveTextContent('Heading')
    const kept = window.sessionStorage.getItem(`quire.unlock.${POST_ID}`) ?? ''
    expect(kept).not.toContain('open sesame')
    expect(JSON.parse(kept)).toMatchObject({ salt: locked.salt, iterations: MIN_ITERATIONS })
  })

  it('opens again from the key kept for the session, without the password', async () => {
    const locked = await seal('open sesame')
    const first = renderWithGlobal(<Page props={{ post, locked } as SlugPageProps} />)
    fireEvent.change(await screen.findByLabelText('Please Enter the password:', {}, { timeout: LAZY_PART_MS }), { target: { value: 'open sesame' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByTestId('notion', {}, { timeout: 5000 })
    first.unmount()
    renderWithGlobal(<Page props={{ post, locked } as SlugPageProps} />)
    expect(await screen.findByTestId('notion', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByText('Article Unlocked')).not.toBeInTheDocument()
  })

  it('a key kept for an older edit (another salt) is not used and the form stays', async () => {
    const locked = await seal('open sesame')
    window.sessionStorage.setItem(`quire.unlock.${POST_ID}`, JSON.stringify({ salt: 'AAAAAAAAAAAAAAAAAAAAAA==', iterations: MIN_ITERATIONS, key: 'AAAA' }))
    renderWithGlobal(<Page props={{ post, locked } as SlugPageProps} />)
    expect(await screen.findByLabelText('Please Enter the password:', {}, { timeout: LAZY_PART_MS })).toBeInTheDocument()
    expect(screen.queryByTestId('notion')).not.toBeInTheDocument()
  })

  it('without sealed content every password fails', async () => {
    renderWithGlobal(<Page props={{ post, locked: null } as SlugPageProps} />)
    fireEvent.change(await screen.findByLabelText('Please Enter the password:', {}, { timeout: LAZY_PART_MS }), { target: { value: 'anything' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Password Error!')
  })
})
