import { createRequestLimiter } from '@/lib/notion/create-request-limiter'
import { createImageFetcher } from '@/lib/images/fetch-image'

/** A fetch answering from a script of responses (or errors), counting calls. */
function scripted(...answers: Array<Response | Error>) {
  const calls: string[] = []
  const fetch = jest.fn(async (url: string | URL) => {
    calls.push(String(url))
    const answer = answers.shift() ?? new Response('no more answers', { status: 500 })
    if (answer instanceof Error) throw answer
    return answer
  }) as unknown as typeof globalThis.fetch
  return { fetch, calls }
}

const limiter = () => createRequestLimiter({ baseDelayMs: 1, maxDelayMs: 2, maxAttempts: 3, random: () => 0, log: () => undefined })
const png = () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), { status: 200, headers: { 'content-type': 'image/png' } })

test('the image’s bytes, after retrying a server error', async () => {
  const { fetch, calls } = scripted(new Response('busy', { status: 503 }), png())
  const bytes = await createImageFetcher({ limiter: limiter(), fetch })('https://files.example/a.png')
  expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
  expect(calls).toHaveLength(2)
})

test('an expired signature (403) or a missing file (404) is not asked again', async () => {
  const { fetch, calls } = scripted(new Response('expired', { status: 403, statusText: 'Forbidden' }))
  await expect(createImageFetcher({ limiter: limiter(), fetch })('https://files.example/a.png?X-Amz-Signature=1')).rejects.toThrow('files.example answered 403 Forbidden')
  expect(calls).toHaveLength(1)
})

test('a host that does not exist is not asked again', async () => {
  const { fetch, calls } = scripted(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } }))
  await expect(createImageFetcher({ limiter: limiter(), fetch })('https://images.unsplash.com/x')).rejects.toThrow('ENOTFOUND')
  expect(calls).toHaveLength(1)
})

test('a dropped connection is retried', async () => {
  const { fetch, calls } = scripted(new TypeError('fetch failed'), png())
  await createImageFetcher({ limiter: limiter(), fetch })('https://files.example/a.png')
  expect(calls).toHaveLength(2)
})

test('only http(s) is fetched, and an oversized or empty answer is refused', async () => {
  const { fetch } = scripted(new Response('x', { status: 200, headers: { 'content-length': String(100 * 1024 * 1024) } }), new Response(new Uint8Array(0), { status: 200 }))
  const get = createImageFetcher({ limiter: limiter(), fetch })
  await expect(get('file:///etc/passwd')).rejects.toThrow('http(s) only')
  await expect(get('https://files.example/huge.png')).rejects.toThrow('more than')
  await expect(get('https://files.example/empty.png')).rejects.toThrow('empty')
})

test('issue 37: a private, loopback or link-local image address is refused, not retried, unless allowed', async () => {
  const { fetch, calls } = scripted(png(), png())
  const fetchImage = createImageFetcher({ limiter: limiter(), fetch, allowPrivateHosts: false })
  await expect(fetchImage('http://169.254.169.254/latest/meta-data/iam')).rejects.toThrow('private address')
  await expect(fetchImage('http://127.0.0.1:9000/a.png')).rejects.toThrow('private address')
  expect(calls).toEqual([])
  await createImageFetcher({ limiter: limiter(), fetch, allowPrivateHosts: true })('http://127.0.0.1:9000/a.png')
  expect(calls).toEqual(['http://127.0.0.1:9000/a.png'])
})
