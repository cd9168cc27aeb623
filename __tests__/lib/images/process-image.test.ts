import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { contentHash, processImage } from '@/lib/images/process-image'

async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer()
}

async function sizeOf(bytes: Buffer) {
  const meta = await sharp(bytes).metadata()
  return { format: meta.format, width: meta.width, height: meta.height }
}

test('a wide photo is kept as webp at the compress and zoom widths, with its own size and a blurred preview', async () => {
  const bytes = await photo(2400, 1600)
  const image = await processImage(bytes)
  expect(image).toMatchObject({ hash: contentHash(bytes), width: 2400, height: 1600 })
  expect(image.files.map((file) => file.width)).toEqual([800, 1200])
  expect(await sizeOf(image.files[0]!.bytes)).toEqual({ format: 'webp', width: 800, height: 533 })
  expect(await sizeOf(image.files[1]!.bytes)).toEqual({ format: 'webp', width: 1200, height: 800 })
  expect(image.preview).toMatch(/^data:image\/webp;base64,/)
  expect(image.preview.length).toBeLessThan(600)
})

test('a small image is never enlarged: both files are the image at its own width', async () => {
  const image = await processImage(await photo(300, 200))
  for (const file of image.files) expect(await sizeOf(file.bytes)).toEqual({ format: 'webp', width: 300, height: 200 })
})

test('a drawing (SVG) keeps its drawing size and is rasterised crisply', async () => {
  const svg = readFileSync(path.join(process.cwd(), 'public/demo/images/desk.svg'))
  const image = await processImage(svg)
  expect(image).toMatchObject({ width: 800, height: 450 })
  expect(await sizeOf(image.files[0]!.bytes)).toMatchObject({ format: 'webp', width: 800, height: 450 })
  expect(await sizeOf(image.files[1]!.bytes)).toMatchObject({ format: 'webp', width: 1200, height: 675 })
})

test('bytes that are no image are refused, naming why', async () => {
  await expect(processImage(Buffer.from('<html>403 Forbidden</html>'))).rejects.toThrow()
})

test('the hash names the content: the same bytes give the same name, others another', async () => {
  const a = await photo(10, 10)
  const b = await photo(10, 11)
  expect(contentHash(a)).toBe(contentHash(Buffer.from(a)))
  expect(contentHash(a)).not.toBe(contentHash(b))
  expect(contentHash(a)).toMatch(/^[\da-f]{16}$/)
})
