/** Issue 37, finding 9: the card route answers GET and HEAD only. */
import type { GetServerSidePropsContext } from 'next'
import { socialCardServerSideProps } from '@/lib/seo/social-card-route'

const read = jest.fn(async () => Buffer.from('png'))
jest.mock('@/lib/seo/social-cards', () => ({ socialCards: () => ({ read, ensure: jest.fn() }) }))
jest.mock('@/lib/static-props/server-context', () => ({ getServerContext: jest.fn() }))

function call(method: string) {
  const headers: Record<string, string> = {}
  const res = {
    statusCode: 200,
    body: undefined as unknown,
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    end(body?: unknown) {
      this.body = body
    }
  }
  const context = { params: { card: 'abcdef0123456789abcdef01.png' }, req: { method }, res } as unknown as GetServerSidePropsContext<{ card: string }>
  return socialCardServerSideProps(context).then(() => ({ status: res.statusCode, headers, body: res.body }))
}

beforeEach(() => read.mockClear())

test.each(['PUT', 'POST', 'DELETE', 'PATCH'])('%s is refused with 405 and Allow, before the store is read', async (method) => {
  const reply = await call(method)
  expect(reply.status).toBe(405)
  expect(reply.headers.allow).toBe('GET, HEAD')
  expect(read).not.toHaveBeenCalled()
})

test.each(['GET', 'HEAD'])('%s is answered with the card', async (method) => {
  const reply = await call(method)
  expect(reply.status).toBe(200)
  expect(reply.headers['content-type']).toBe('image/png')
})
