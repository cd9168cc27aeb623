import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { createImageMirror, RETRY_FAILED_AFTER_MS } from '@/lib/images/create-image-mirror'
import { createImageStore, mirroredFileName } from '@/lib/images/image-store'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'quire-images-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const png = (shade: number) => sharp({ create: { width: 1000, height: 500, channels: 3, background: { r: shade, g: 0, b: 0 } } }).png().toBuffer()

/** A mirror over `dir` whose fetches are counted and answered from `files` (address -> bytes); other addresses fail with 403. */
function mirrorOver(files: Map<string, Buffer>, clock = { now: 1_000_000 }) {
  const fetched: string[] = []
  const log = jest.fn()
  const mirror = createImageMirror({
    store: createImageStore(dir),
    fetchImage: async (url) => {
      fetched.push(url)
      const bytes = files.get(url)
      if (!bytes) throw new Error('files.example answered 403 Forbidden')
      return bytes
    },
    log,
    now: () => clock.now
  })
  return { mirror, fetched, log }
}

const source = (name: string) => ({ fetchUrl: `https://files.example/${name}?sig=${Math.random()}`, identity: `https://files.example/${name}` })

test('an image is fetched once, stored at both widths, and found again by a later build without a request', async () => {
  const first = source('a.png')
  const files = new Map([[first.fetchUrl, await png(10)]])
  const { mirror, fetched } = mirrorOver(files)
  const kept = await mirror.keep(first, 'page 1')
  expect(kept).toMatchObject({ width: 1000, height: 500 })
  expect(await mirror.keep(first, 'page 2')).toEqual(kept)
  expect(fetched).toHaveLength(1)
  expect(readdirSync(path.join(dir, 'files')).sort()).toEqual([mirroredFileName(kept!.hash, 800), mirroredFileName(kept!.hash, 1200)].sort())

  // A rebuild: a new process over the same folder, the signature changed, nothing is fetched.
  const rebuild = mirrorOver(new Map())
  expect(await rebuild.mirror.keep({ ...first, fetchUrl: 'https://files.example/a.png?sig=new' }, 'page 1')).toEqual(kept)
  expect(rebuild.fetched).toEqual([])
})

test('an edited image is another file: a new identity, a new hash', async () => {
  const before = source('v1.png')
  const after = source('v2.png')
  const { mirror } = mirrorOver(new Map([
    [before.fetchUrl, await png(10)],
    [after.fetchUrl, await png(200)]
  ]))
  const [a, b] = await Promise.all([mirror.keep(before, 'p'), mirror.keep(after, 'p')])
  expect(a?.hash).not.toBe(b?.hash)
})

test('files lost from the folder (a half-restored cache) are fetched again', async () => {
  const image = source('b.png')
  const bytes = await png(30)
  const kept = await mirrorOver(new Map([[image.fetchUrl, bytes]])).mirror.keep(image, 'p')
  rmSync(path.join(dir, 'files', mirroredFileName(kept!.hash, 1200)))
  const again = mirrorOver(new Map([[image.fetchUrl, bytes]]))
  expect(await again.mirror.keep(image, 'p')).toEqual(kept)
  expect(again.fetched).toHaveLength(1)
  expect(existsSync(path.join(dir, 'files', mirroredFileName(kept!.hash, 1200)))).toBe(true)
})

test('an image that cannot be had gives null, is logged once with its page, and is tried again only after a while', async () => {
  const clock = { now: 1_000_000 }
  const missing = source('gone.png')
  const { mirror, fetched, log } = mirrorOver(new Map(), clock)
  expect(await mirror.keep(missing, 'page 7 ("Hello")')).toBeNull()
  expect(await mirror.keep(missing, 'page 8')).toBeNull()
  expect(fetched).toHaveLength(1)
  expect(log).toHaveBeenCalledTimes(1)
  expect(log.mock.calls[0]![0]).toContain('page 7 ("Hello")')
  expect(log.mock.calls[0]![0]).toContain('403')

  // Another process (a build worker) reads the failure rather than asking again.
  const worker = mirrorOver(new Map(), clock)
  expect(await worker.mirror.keep(missing, 'page 7')).toBeNull()
  expect(worker.fetched).toEqual([])

  clock.now += RETRY_FAILED_AFTER_MS + 1
  expect(await mirror.keep(missing, 'page 7')).toBeNull()
  expect(fetched).toHaveLength(2)
})

test('bytes that are no image fail like a failed fetch, and a torn record is a miss', async () => {
  const page = source('page.html')
  const { mirror, log } = mirrorOver(new Map([[page.fetchUrl, Buffer.from('<html>sign in</html>')]]))
  expect(await mirror.keep(page, 'p')).toBeNull()
  expect(log).toHaveBeenCalledTimes(1)

  const image = source('c.png')
  const bytes = await png(90)
  const kept = await mirrorOver(new Map([[image.fetchUrl, bytes]])).mirror.keep(image, 'p')
  const [record] = readdirSync(path.join(dir, 'records')).filter((name) => !name.includes('page'))
  for (const name of readdirSync(path.join(dir, 'records'))) writeFileSync(path.join(dir, 'records', name), '{"hash":')
  expect(record).toBeDefined()
  const again = mirrorOver(new Map([[image.fetchUrl, bytes]]))
  expect(await again.mirror.keep(image, 'p')).toEqual(kept)
  expect(again.fetched).toHaveLength(1)
})
