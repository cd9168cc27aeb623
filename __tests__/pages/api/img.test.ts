import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { NextApiRequest, NextApiResponse } from 'next'

const cacheDir = mkdtempSync(path.join(tmpdir(), 'quire-img-route-'))
const HASH = '0123456789abcdef'
const SHIPPED = 'fedcba9876543210'
const BYTES = Buffer.from('RIFF....WEBPVP8 fake')

/** The route, loaded with QUIRE_CACHE_DIR pointing at a temporary folder holding one kept image. */
let handler: (req: NextApiRequest, res: NextApiResponse) => Promise<void>
beforeAll(async () => {
  process.env.QUIRE_CACHE_DIR = cacheDir
  mkdirSync(path.join(cacheDir, 'images', 'files'), { recursive: true })
  writeFileSync(path.join(cacheDir, 'images', 'files', `${HASH}-800.webp`), BYTES)
  writeFileSync(path.join(cacheDir, 'images', 'secret.json'), '{"token":"x"}')
  // What a build shipped beside its server output, for a server started without its cache.
  process.env.QUIRE_DIST_DIR = path.join(cacheDir, 'dist')
  mkdirSync(path.join(cacheDir, 'dist', 'server', 'quire-images'), { recursive: true })
  writeFileSync(path.join(cacheDir, 'dist', 'server', 'quire-images', `${SHIPPED}-800.webp`), BYTES)
  // Imported only now: the cache folder is read from QUIRE_CACHE_DIR when the module loads.
  handler = (await import('@/pages/api/img/[file]')).default
})
afterAll(() => {
  delete process.env.QUIRE_CACHE_DIR
  delete process.env.QUIRE_DIST_DIR
  rmSync(cacheDir, { recursive: true, force: true })
})

/** Calls the route and collects what it answered: status, headers, body bytes (streamed or JSON). */
async function call(file: string, method = 'GET') {
  const chunks: Buffer[] = []
  const headers: Record<string, string> = {}
  let status = 200
  let json: unknown
  const res = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(Buffer.from(chunk))
      done()
    }
  }) as Writable & Record<string, unknown>
  Object.assign(res, {
    headersSent: false,
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value
    },
    status: (code: number) => {
      status = code
      return res
    },
    json: (body: unknown) => {
      json = body
      res.end()
    }
  })
  await handler({ method, query: { file } } as unknown as NextApiRequest, res as unknown as NextApiResponse)
  return { status, headers, body: Buffer.concat(chunks), json }
}

test('a kept image is served with its type and kept by browsers for a year', async () => {
  const reply = await call(`${HASH}-800.webp`)
  expect(reply.status).toBe(200)
  expect(reply.body.equals(BYTES)).toBe(true)
  expect(reply.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff', 'content-length': String(BYTES.length) })
})

test('an image the build shipped is served when this server’s cache does not have it', async () => {
  const reply = await call(`${SHIPPED}-800.webp`)
  expect(reply.status).toBe(200)
  expect(reply.body.equals(BYTES)).toBe(true)
})

test('HEAD answers the headers only', async () => {
  const reply = await call(`${HASH}-800.webp`, 'HEAD')
  expect(reply.status).toBe(200)
  expect(reply.body.length).toBe(0)
})

test('a name that is no kept file is a 404, whatever it tries', async () => {
  for (const name of [`${HASH}-1200.webp`, '../secret.json', '..%2Fsecret.json', `${HASH}-800.png`, `${HASH}-640.webp`, '']) {
    const reply = await call(name)
    expect(reply.status).toBe(404)
    expect(reply.headers['cache-control']).toBe('no-store')
  }
})

test('other methods are refused with Allow', async () => {
  const reply = await call(`${HASH}-800.webp`, 'POST')
  expect(reply.status).toBe(405)
  expect(reply.headers.allow).toBe('GET, HEAD')
})
