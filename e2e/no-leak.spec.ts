import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, test } from '@playwright/test'

/**
 * Nothing of the demo's locked post leaves the server unsealed: every page of the sitemap and the
 * lists, the search pages for words of the locked text, the feeds (which carry every open post's
 * full text), robots and sitemap, the search API, every page's `/_next/data` props, the scripts the
 * locked page loads, and every built file
 * under .next/server/pages and .next/static. None may hold a sentence of its body, nor the password
 * or a hash or encoding of it.
 */
const CONTENT_DIR = path.resolve('scripts/demo/content')
const LOCKED_FILE = 'a-locked-letter.md'

function frontMatter(text: string): { front: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text)
  const front: Record<string, string> = {}
  for (const line of (match?.[1] ?? '').split('\n')) {
    const pair = /^(\w+):\s*(.*)$/.exec(line)
    if (pair?.[1]) front[pair[1]] = (pair[2] ?? '').trim()
  }
  return { front, body: match?.[2] ?? text }
}

const locked = frontMatter(readFileSync(path.join(CONTENT_DIR, LOCKED_FILE), 'utf8'))
const PASSWORD = locked.front.password ?? ''
const others = readdirSync(CONTENT_DIR)
  .filter((name) => name.endsWith('.md') && name !== LOCKED_FILE)
  .map((name) => frontMatter(readFileSync(path.join(CONTENT_DIR, name), 'utf8')))

/** The body's sentences, and their clauses, long enough to be its own: a clause another demo file also holds is not evidence. */
const sentences = locked.body.split(/(?<=[.!?])\s+/).map((text) => text.replace(/[*_`]/g, '').trim())
const phrases = [
  ...new Set(
    [...sentences, ...sentences.flatMap((sentence) => sentence.split(/[:,;]\s+/))]
      .map((text) => text.trim())
      .filter((text) => text.length >= 20)
      .filter((text) => !others.some((other) => other.body.includes(text)))
  )
]

/** The password, whole (not `quire-demo-handbook.pdf`, an unrelated file name). */
const passwordToken = new RegExp(`(?<![\\w-])${PASSWORD.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`)

/** Hashes and encodings a careless lock might ship; hex is matched in either case. */
const derivedForms = (() => {
  const forms: Array<{ form: string; anyCase: boolean }> = [{ form: Buffer.from(PASSWORD).toString('base64').replace(/=+$/, ''), anyCase: false }]
  for (const algorithm of ['sha256', 'sha1', 'md5', 'sha512']) {
    const digest = createHash(algorithm).update(PASSWORD).digest()
    forms.push(
      { form: digest.toString('hex'), anyCase: true },
      { form: digest.toString('base64').replace(/=+$/, ''), anyCase: false },
      { form: digest.toString('base64url'), anyCase: false }
    )
  }
  return forms
})()

/**
 * Pages whose own public text prints the password on purpose (the demo's "Locking a post" guide
 * tells readers it): there, only the literal is allowed; hashes and the locked text are not.
 */
const publishingSlugs = others.filter((other) => passwordToken.test(other.body)).map((other) => other.front.slug ?? '')

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function leaksIn(where: string, raw: string): string[] {
  const text = decodeEntities(raw).replace(/\\u003c/g, '<').replace(/\\u003e/g, '>').replace(/\\u0026/g, '&')
  const found: string[] = []
  for (const phrase of phrases) if (text.includes(phrase)) found.push(`${where}: locked text "${phrase}"`)
  const lower = raw.toLowerCase()
  for (const { form, anyCase } of derivedForms) if (anyCase ? lower.includes(form) : raw.includes(form)) found.push(`${where}: password form ${form}`)
  const mayPrintPassword = publishingSlugs.some((slug) => slug && where.includes(`/${slug}`))
  if (!mayPrintPassword && passwordToken.test(text)) found.push(`${where}: the password`)
  return found
}

/** A feed's parts: its head, and each item named by its post's path (RSS `<item>`, Atom `<entry>`, JSON Feed `items`). */
function feedItems(body: string): Array<{ where: string; text: string }> {
  if (body.trimStart().startsWith('{')) {
    const { items = [], ...head } = JSON.parse(body) as { items?: Array<{ url?: string }> }
    return [{ where: 'head', text: JSON.stringify(head) }, ...items.map((item) => ({ where: new URL(item.url ?? '', 'http://x').pathname, text: JSON.stringify(item) }))]
  }
  const [head = '', ...items] = body.split(/<item>|<entry>/)
  return [
    { where: 'head', text: head },
    ...items.map((text) => ({ where: new URL(decodeEntities(/<link>([^<]+)<\/link>|<link href="([^"]+)"/.exec(text)?.slice(1).find(Boolean) ?? ''), 'http://x').pathname, text }))
  ]
}

async function fetchText(request: APIRequestContext, url: string, init?: { method?: 'POST'; data?: unknown }): Promise<{ status: number; body: string }> {
  const response = init?.method === 'POST' ? await request.post(url, { data: init.data }) : await request.get(url, { maxRedirects: 0 })
  return { status: response.status(), body: await response.text() }
}

test('the locked post has phrases to look for and the test knows its password', () => {
  expect(PASSWORD.length).toBeGreaterThan(0)
  expect(phrases.length).toBeGreaterThanOrEqual(4)
  expect(phrases).toContain('If you are reading this, you typed the password.')
})

test('no page, props file, feed or API answer carries the locked text or the password', async ({ request }) => {
  test.setTimeout(180_000)
  const leaks: string[] = []
  const check = (where: string, body: string) => leaks.push(...leaksIn(where, body))

  const sitemap = await fetchText(request, '/sitemap.xml')
  expect(sitemap.status).toBe(200)
  check('/sitemap.xml', sitemap.body)
  const fromSitemap = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(decodeEntities(match[1] ?? '')).pathname)
  expect(fromSitemap).toContain('/article/a-locked-letter')

  const words = ['trusted', 'photos', 'gate', 'reading this', 'typed the password']
  const pages = new Set<string>([
    ...fromSitemap,
    '/',
    '/page/2',
    '/page/3',
    '/archive',
    '/category',
    '/tag',
    '/search',
    '/404',
    ...words.map((word) => `/search/${encodeURIComponent(word)}`)
  ])

  let buildId = ''
  for (const page of pages) {
    const { status, body } = await fetchText(request, page)
    expect([200, 404], `${page} answered ${status}`).toContain(status)
    check(page, body)
    buildId ||= /"buildId":"([^"]+)"/.exec(body)?.[1] ?? ''
  }
  expect(buildId).not.toBe('')

  for (const page of pages) {
    const dataPath = `/_next/data/${buildId}${page === '/' ? '/index' : page}.json`
    const { status, body } = await fetchText(request, dataPath)
    if (status === 200) check(dataPath, body)
  }

  const lockedHtml = (await fetchText(request, '/article/a-locked-letter')).body
  for (const src of new Set([...lockedHtml.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? ''))) {
    if (src.startsWith('/')) check(src, (await fetchText(request, src)).body)
  }

  // The feeds carry every open post's whole body (RSS_FULL_CONTENT, on by default): the locked one gives its summary only.
  // Each item is checked as the post it carries, so a guide that prints the password on purpose may print it there too.
  for (const feed of ['/rss/feed.xml', '/rss/atom.xml', '/rss/feed.json']) {
    const { status, body } = await fetchText(request, feed)
    expect(status, feed).toBe(200)
    expect(body, `${feed} carries full content`).toContain('tick a status box')
    expect(body, `${feed} lists the locked post`).toContain('/article/a-locked-letter')
    const items = feedItems(body)
    expect(items.length, `${feed} items`).toBeGreaterThan(30)
    for (const item of items) check(`${feed} ${item.where}`, item.text)
  }
  for (const other of ['/robots.txt', `/search?s=${encodeURIComponent('trusted')}`]) {
    check(other, (await fetchText(request, other)).body)
  }

  const api = await fetchText(request, `/api/search?query=${encodeURIComponent('trusted editor')}`)
  if (api.status !== 404) {
    check('/api/search (GET)', api.body)
    for (const word of words) check(`/api/search (POST ${word})`, (await fetchText(request, '/api/search', { method: 'POST', data: { query: word } })).body)
  }

  expect(leaks).toEqual([])
})

test('no built page, props file or static asset carries the locked text or the password', () => {
  const root = path.resolve('.next')
  test.skip(!existsSync(path.join(root, 'BUILD_ID')), 'no production build here')
  const leaks: string[] = []
  const walk = (dir: string, keep: (file: string) => boolean) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) walk(file, keep)
      else if (keep(file)) leaks.push(...leaksIn(path.relative(root, file), readFileSync(file, 'utf8')))
    }
  }
  walk(path.join(root, 'server', 'pages'), (file) => /\.(html|json|rsc)$/.test(file))
  walk(path.join(root, 'static'), (file) => /\.(js|json|css|html)$/.test(file))
  expect(leaks).toEqual([])
})

test('no file of the static export carries the locked text or the password', () => {
  const root = path.resolve('out')
  test.skip(!existsSync(path.join(root, 'index.html')), 'no static export here (npm run export)')
  const leaks: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name)
      const where = `/${path.relative(root, file)}`
      if (statSync(file).isDirectory()) walk(file)
      else if (where === '/search-index.json') {
        // One file with every open post's text: each checked as its post, as the feeds' items are.
        const index = JSON.parse(readFileSync(file, 'utf8')) as { posts: Array<{ id: string; href: string }>; texts: Record<string, string> }
        const hrefOf = new Map(index.posts.map((post) => [post.id, post.href]))
        leaks.push(...leaksIn(`${where} posts`, JSON.stringify(index.posts)))
        for (const [id, text] of Object.entries(index.texts)) leaks.push(...leaksIn(`${where} ${hrefOf.get(id) ?? id}`, text))
      } else if (where.startsWith('/rss/')) {
        for (const item of feedItems(readFileSync(file, 'utf8'))) leaks.push(...leaksIn(`${where} ${item.where}`, item.text))
      } else if (/\.(html|json|js|css|xml|txt)$/.test(file)) leaks.push(...leaksIn(where, readFileSync(file, 'utf8')))
    }
  }
  walk(root)
  expect(leaks).toEqual([])
})

test('the site search finds words inside articles, but not inside the locked one', async ({ page }) => {
  await page.goto(`/search/${encodeURIComponent('tick a status box')}`)
  await expect(page.locator('main a[href^="/article/welcome-to-quire"]').first()).toBeVisible()
  await page.goto(`/search/${encodeURIComponent('a trusted editor')}`)
  await expect(page.getByText('No results found.').first()).toBeVisible()
  await expect(page.locator('main a[href^="/article/a-locked-letter"]')).toHaveCount(0)
})
