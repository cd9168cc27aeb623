import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadCardImage } from '@/lib/seo/load-card-image'
import { siteAssetVersion } from '@/lib/seo/site-asset-version'

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d1c1b50000000049454e44ae426082', 'hex')
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>'

function publicDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-card-'))
  mkdirSync(path.join(dir, 'covers'))
  writeFileSync(path.join(dir, 'covers', 'a b.svg'), SVG)
  writeFileSync(path.join(dir, 'covers', 'photo.jpg'), PNG)
  writeFileSync(path.join(dir, 'notes.txt'), 'not an image')
  return dir
}

const respond = (body: Uint8Array | string, init: ResponseInit = {}) => jest.fn(async () => new Response(typeof body === 'string' ? body : new Uint8Array(body), init)) as unknown as typeof fetch

describe('loadCardImage', () => {
  it('reads a site path from the public folder as a data URL of the type its bytes have, whatever its name says', async () => {
    const dir = publicDir()
    expect(await loadCardImage('/covers/a%20b.svg?v=2', { publicDir: dir })).toEqual({ dataUrl: `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}` })
    expect(await loadCardImage('/covers/photo.jpg', { publicDir: dir })).toEqual({ dataUrl: `data:image/png;base64,${PNG.toString('base64')}` })
  })

  it('reads a kept image (/api/img/...) from the kept images folder', async () => {
    const kept = publicDir()
    expect(await loadCardImage('/api/img/covers/photo.jpg', { publicDir: '/nowhere', mirroredImagesDir: kept })).toEqual({ dataUrl: `data:image/png;base64,${PNG.toString('base64')}` })
    expect(await loadCardImage('/api/img/../../secret.png', { publicDir: '/nowhere', mirroredImagesDir: kept })).toEqual({ error: 'outside the public folder' })
  })

  it('says why it cannot: a missing file, a path out of the folder, a file that is no image', async () => {
    const dir = publicDir()
    expect(await loadCardImage('/covers/none.png', { publicDir: dir })).toMatchObject({ error: expect.stringContaining('cannot read') })
    expect(await loadCardImage('/../secret.png', { publicDir: dir })).toEqual({ error: 'outside the public folder' })
    expect(await loadCardImage('/notes.txt', { publicDir: dir })).toMatchObject({ error: expect.stringContaining('not an image') })
    expect(await loadCardImage('emoji', { publicDir: dir })).toEqual({ error: 'neither a site path nor a URL' })
  })

  it('fetches a URL with a time-out, and reports a failing host', async () => {
    const ok = respond(PNG, { headers: { 'content-type': 'image/png' } })
    expect(await loadCardImage('https://img.example.com/c.png', { publicDir: '/', fetch: ok })).toEqual({ dataUrl: `data:image/png;base64,${PNG.toString('base64')}` })
    expect((ok as jest.Mock).mock.calls[0][1]).toMatchObject({ signal: expect.any(AbortSignal) })
    expect(await loadCardImage('https://img.example.com/c.png', { publicDir: '/', fetch: respond('gone', { status: 404 }) })).toEqual({ error: 'HTTP 404' })
    const failing = jest.fn(async () => {
      throw new Error('The operation was aborted due to timeout')
    }) as unknown as typeof fetch
    expect(await loadCardImage('https://slow.example.com/c.png', { publicDir: '/', fetch: failing })).toEqual({ error: 'The operation was aborted due to timeout' })
    expect(await loadCardImage('https://img.example.com/page', { publicDir: '/', fetch: respond('<html></html>', { headers: { 'content-type': 'text/html' } }) })).toMatchObject({ error: expect.stringContaining('text/html') })
  })

  it('issue 37: refuses a cover at a private, loopback or link-local address unless allowed', async () => {
    const ok = respond(PNG, { headers: { 'content-type': 'image/png' } })
    expect(await loadCardImage('http://169.254.169.254/latest/meta-data/', { publicDir: '/', fetch: ok, allowPrivateHosts: false })).toMatchObject({ error: expect.stringContaining('private address') })
    expect(await loadCardImage('http://127.0.0.1:4318/c.png', { publicDir: '/', fetch: ok, allowPrivateHosts: false })).toMatchObject({ error: expect.stringContaining('private address') })
    expect(ok).not.toHaveBeenCalled()
    expect(await loadCardImage('http://127.0.0.1:4318/c.png', { publicDir: '/', fetch: ok, allowPrivateHosts: true })).toHaveProperty('dataUrl')
  })

  it('keeps a data URL of an image, in base64', async () => {
    expect(await loadCardImage(`data:image/svg+xml,${encodeURIComponent(SVG)}`, { publicDir: '/' })).toEqual({ dataUrl: `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}` })
    expect(await loadCardImage('data:nonsense', { publicDir: '/' })).toEqual({ error: 'a malformed data URL' })
  })
})

describe('siteAssetVersion', () => {
  it('changes when a public file is replaced in place, and is empty for URLs and missing files', () => {
    const dir = publicDir()
    const before = siteAssetVersion('/covers/a%20b.svg', dir)
    expect(before).toMatch(/^[0-9a-f]{16}$/)
    expect(siteAssetVersion('/covers/a%20b.svg', dir)).toBe(before)
    writeFileSync(path.join(dir, 'covers', 'a b.svg'), SVG.replace('4 4', '40 40'))
    expect(siteAssetVersion('/covers/a%20b.svg', dir)).not.toBe(before)
    expect(siteAssetVersion('https://img.example.com/c.png', dir)).toBe('')
    expect(siteAssetVersion('/covers/none.svg', dir)).toBe('')
    expect(siteAssetVersion('/../outside.svg', dir)).toBe('')
  })
})
