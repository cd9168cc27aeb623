import { type Browser, expect, type Page, test } from '@playwright/test'
import { languageSites } from './next-data'

/**
 * Multi-language sites (docs/behaviour.md §4): NOTION_PAGE_ID `<demo>,ja-JP:<ja demo>` serves the small Japanese
 * demo workspace under /ja-JP. Runs against the optional-features build (e2e/settings-build.json,
 * which also turns REDIRECT_LANG on); skips on a build with one workspace.
 */

/** Nothing leaves the machine: third-party scripts would wait on DNS here. */
async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
}

test.beforeEach(async ({ page }) => {
  await offline(page)
  await page.goto('/archive')
  test.skip(!(await languageSites(page)).includes('ja-JP'), 'this build has no ja-JP site (NOTION_PAGE_ID names one workspace)')
})

test('the ja-JP site serves its own workspace in Japanese, and its links stay under /ja-JP', async ({ page, request }) => {
  const html = await (await request.get('/ja-JP')).text()
  expect(html).toContain('<html lang="ja-JP"')
  expect(html).toContain('こんにちは、Quire')
  expect(html).not.toContain('Welcome to Quire')
  await page.goto('/ja-JP')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')
  await expect(page).toHaveTitle(/Quire デモ/)
  await page.waitForLoadState('networkidle')
  await page.getByRole('link', { name: 'こんにちは、Quire' }).first().click()
  await expect(page).toHaveURL(/\/ja-JP\/article\/konnichiwa-quire$/)
  await expect(page.getByRole('heading', { level: 1, name: 'こんにちは、Quire' })).toBeVisible()
  // Every site-internal link on a language page keeps the prefix.
  const internal = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(internal.length).toBeGreaterThan(3)
  expect(internal.filter((href) => href !== '/' && !href.startsWith('/ja-JP') && !href.startsWith('/demo/'))).toEqual([])
  await page.goto('/ja-JP/archive')
  await expect(page.getByRole('heading', { level: 1, name: 'アーカイブ' })).toBeVisible()
  // The default site is untouched: its own posts, in its own language.
  await page.goto('/archive')
  await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'こんにちは、Quire' })).toHaveCount(0)
  expect((await request.get('/ja-JP/article/welcome-to-quire')).status()).toBe(404)
})

test('canonical, hreflang, sitemap and feed cover the ja-JP site', async ({ page, request }) => {
  await page.goto('/ja-JP/archive')
  const head = page.locator('head')
  expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/ja-JP\/archive$/)
  expect(await head.locator('link[hreflang="x-default"]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/archive$/)
  expect(await head.locator('link[hreflang="ja-JP"]').getAttribute('href')).toMatch(/\/ja-JP\/archive$/)
  await page.goto('/archive')
  expect(await page.locator('head link[hreflang="ja-JP"]').getAttribute('href')).toMatch(/\/ja-JP\/archive$/)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
  for (const path of ['/', '/article/welcome-to-quire', '/ja-JP', '/ja-JP/archive', '/ja-JP/about', '/ja-JP/article/konnichiwa-quire']) expect(paths).toContain(path)
  const feed = await (await request.get('/ja-JP/rss/feed.xml')).text()
  expect(feed).toMatch(/<link>https?:\/\/[^<]+\/ja-JP\/article\/konnichiwa-quire<\/link>/)
  expect(feed).not.toContain('welcome-to-quire')
  // Full content, its links under the prefix too.
  expect(feed).toMatch(/<content:encoded><!\[CDATA\[<div>/)
  expect(feed).not.toMatch(/href="https?:\/\/[^/"]+\/article\//)
})

test("a ja-JP post's card is its own 1200×630 PNG, apart from the default site's", async ({ page, request }) => {
  const card = async (path: string) => {
    await page.goto(path)
    return new URL((await page.locator('head meta[property="og:image"]').getAttribute('content')) ?? '').pathname
  }
  const post = await card('/ja-JP/article/konnichiwa-quire')
  const jaHome = await card('/ja-JP')
  expect(new Set([post, jaHome, await card('/')]).size).toBe(3)
  for (const path of [post, jaHome]) {
    const response = await request.get(path)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  }
})

test("the language switcher goes to a language's site, and back to the default site", async ({ page }) => {
  await page.goto('/archive?theme=example')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Language' }).click()
  await page.getByRole('menuitemradio', { name: '日本語' }).click()
  await expect(page).toHaveURL(/\/ja-JP\?theme=example$/)
  await expect(page.getByRole('link', { name: 'こんにちは、Quire' }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // English has no site of its own: the default site, shown in English.
  await page.getByRole('button', { name: '言語' }).click()
  await page.getByRole('menuitemradio', { name: 'English' }).click()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/\?theme=example$/)
  await expect(page.getByRole('link', { name: 'Welcome to Quire' }).first()).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en-US')
})

async function visitWithLanguage(browser: Browser, language: string, path: string) {
  const context = await browser.newContext({ locale: language })
  const page = await context.newPage()
  await offline(page)
  await page.goto(path)
  return { context, page }
}

test('REDIRECT_LANG: a Japanese browser is sent to the same path on the ja-JP site, once a session', async ({ browser }) => {
  const { context, page } = await visitWithLanguage(browser, 'ja-JP', '/archive')
  expect(await page.evaluate(() => navigator.language)).toBe('ja-JP')
  await expect(page).toHaveURL(/\/ja-JP\/archive$/)
  await expect(page.getByRole('heading', { level: 1, name: 'アーカイブ' })).toBeVisible()
  // Coming back to the default site on purpose is not undone.
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await context.close()
})

test('REDIRECT_LANG: a browser whose language has no site stays on the default site', async ({ browser }) => {
  const { context, page } = await visitWithLanguage(browser, 'de-DE', '/archive')
  await page.waitForLoadState('networkidle')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/archive$/)
  await context.close()
})
