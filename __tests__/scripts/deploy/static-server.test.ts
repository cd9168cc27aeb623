import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { exportBlockers } from '@/scripts/build/export-check'
import { createStaticServer } from '@/scripts/deploy/static-server'

let root: string
let server: Server
let origin: string

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'quire-static-'))
  mkdirSync(path.join(root, 'article', 'post'), { recursive: true })
  writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>')
  writeFileSync(path.join(root, '404.html'), '<h1>404 Not found.</h1>')
  writeFileSync(path.join(root, 'article', 'post', 'index.html'), '<h1>post</h1>')
  writeFileSync(path.join(root, 'about.html'), '<h1>about</h1>')
  writeFileSync(path.join(root, 'feed.xml'), '<rss/>')
  server = createStaticServer(root, '/blog')
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(root, { recursive: true, force: true })
})

const get = (url: string) => fetch(`${origin}${url}`, { redirect: 'manual' })

describe('the plain static server the export is tested with', () => {
  it('serves folders at their slash, redirecting the path without it, and files as they are', async () => {
    expect((await get('/blog/')).status).toBe(200)
    const bare = await get('/blog/article/post?theme=nav')
    expect(bare.status).toBe(301)
    expect(bare.headers.get('location')).toBe('/blog/article/post/?theme=nav')
    expect(await (await get('/blog/article/post/')).text()).toBe('<h1>post</h1>')
    expect((await get('/blog/feed.xml')).headers.get('content-type')).toContain('application/xml')
    expect(await (await get('/blog/about')).text()).toBe('<h1>about</h1>')
  })

  it('answers 404 with the site 404 page outside the base path, for missing files and for escapes', async () => {
    for (const url of ['/index.html', '/blog/nope/', '/blog/%2e%2e/%2e%2e/etc/passwd', '/blog/%E0%A4%A']) {
      const response = await get(url)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('404 Not found.')
    }
  })
})

describe('exportBlockers', () => {
  it('stops a multi-language site, naming NOTION_PAGE_ID and its languages', () => {
    const [reason] = exportBlockers({ NOTION_PAGE_ID: '0123456789abcdef0123456789abcdef,ja-JP:fedcba9876543210fedcba9876543210' })
    expect(reason).toContain('NOTION_PAGE_ID names language sites (ja-JP)')
  })

  it('lets a one-language site through', () => {
    expect(exportBlockers({ NOTION_PAGE_ID: '0123456789abcdef0123456789abcdef' })).toEqual([])
    expect(exportBlockers({})).toEqual([])
  })
})

describe('issue 37, finding 10: an export without 404.html is seen as such', () => {
  it('answers a bare 404, with no page of its own making, when the export has no 404.html', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'quire-static-bare-'))
    writeFileSync(path.join(bare, 'index.html'), '<h1>home</h1>')
    const plain = createStaticServer(bare)
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve))
    try {
      const response = await fetch(`http://127.0.0.1:${(plain.address() as AddressInfo).port}/no-such-page/`)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('')
    } finally {
      await new Promise((resolve) => plain.close(resolve))
      rmSync(bare, { recursive: true, force: true })
    }
  })
})
