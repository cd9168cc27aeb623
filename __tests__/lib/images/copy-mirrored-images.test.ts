import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { copyMirroredImages, shipMirroredImages } from '@/lib/images/copy-mirrored-images'

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'quire-export-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const A = '0123456789abcdef'
const B = 'fedcba9876543210'
const OLD = 'aaaaaaaaaaaaaaaa'

test('an export gets every width of the kept images its pages, data and feeds name, and no others', async () => {
  const out = path.join(root, 'out')
  const files = path.join(root, 'files')
  mkdirSync(path.join(out, 'article', 'x'), { recursive: true })
  mkdirSync(path.join(out, 'rss'), { recursive: true })
  mkdirSync(files)
  for (const hash of [A, B, OLD]) for (const width of [800, 1200]) writeFileSync(path.join(files, `${hash}-${width}.webp`), hash)
  writeFileSync(path.join(out, 'article', 'x', 'index.html'), `<img src="/blog/api/img/${A}-800.webp">`)
  writeFileSync(path.join(out, 'rss', 'feed.xml'), `<img src="https://site.example/api/img/${B}-800.webp"/>`)
  writeFileSync(path.join(out, 'app.js'), `"/api/img/${OLD}-800.webp"`)

  expect(await copyMirroredImages(out, files)).toEqual({ copied: 4, missing: [] })
  expect(readdirSync(path.join(out, 'api', 'img')).sort()).toEqual([`${A}-1200.webp`, `${A}-800.webp`, `${B}-1200.webp`, `${B}-800.webp`])
})

test('a named image missing from the store is reported, and an export without kept images gets no folder', async () => {
  const out = path.join(root, 'out')
  mkdirSync(out)
  expect(await copyMirroredImages(out, path.join(root, 'none'))).toEqual({ copied: 0, missing: [] })
  expect(readdirSync(out)).toEqual([])
  writeFileSync(path.join(out, 'index.html'), `<img src="/api/img/${A}-800.webp">`)
  expect(await copyMirroredImages(out, path.join(root, 'none'))).toEqual({ copied: 0, missing: [`${A}-800.webp`, `${A}-1200.webp`] })
})

test('a build ships every kept image beside its server output, replacing what an earlier build shipped', () => {
  const files = path.join(root, 'files')
  const target = path.join(root, 'dist', 'server', 'quire-images')
  mkdirSync(files)
  mkdirSync(target, { recursive: true })
  writeFileSync(path.join(target, `${OLD}-800.webp`), 'stale')
  for (const width of [800, 1200]) writeFileSync(path.join(files, `${A}-${width}.webp`), A)
  writeFileSync(path.join(files, 'notes.txt'), 'not an image')
  expect(shipMirroredImages(files, target)).toBe(2)
  expect(readdirSync(target).sort()).toEqual([`${A}-1200.webp`, `${A}-800.webp`])
  expect(shipMirroredImages(path.join(root, 'none'), target)).toBe(0)
  expect(existsSync(target)).toBe(false)
})
