/**
 * The static export (`npm run export`, e2e/export-build.json: under BASE_PATH, with the infinite list)
 * served by a plain static file server, no Next.js (scripts/deploy/static-server.ts, as static
 * hosts behave): every route of the sitemap and the lists, deep links with and without a trailing
 * slash, client navigation, search from the prebuilt index (page and modal), the lock, the theme
 * and colour scheme from the URL, the infinite list, and the files a server writes elsewhere.
 */
import { expect, type Page, test } from '@playwright/test'
import exportBuild from './export-build.json'

const BASE = exportBuild.basePath

/**
 * What would break on the static site: script errors, and requests to it that fail (a file missing
 * from the export, a URL without the base path). Other sites (the demo's embeds) are not checked.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  const ours = (url: string) => url.startsWith(new URL(page.url() || 'http://127.0.0.1').origin)
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && ours(response.url())) errors.push(`${response.status()} ${response.url()}`)
  })
  page.on('requestfailed', (request) => {
    // A prefetch the router gives up when the visitor moves on is aborted, not failed.
    if (ours(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED') errors.push(`failed ${request.url()}: ${request.failure()?.errorText}`)
  })
  return errors
}

/** A page loaded and hydrated: what a visitor types before then is the browser's, not the site's. */
async function open(page: Page, url: string) {
  const response = await page.goto(url)
  await page.locator('html[data-hydrated="true"]').waitFor()
  return response
}

test('every route answers from files: the sitemap, lists and their pages, indexes, sign-in, feeds; others are the 404 page', async ({ request }) => {
  test.setTimeout(120_000)
  const sitemap = await request.get(`${BASE}/sitemap.xml`)
  expect(sitemap.status()).toBe(200)
  const body = await sitemap.text()
  const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
  expect(locs.length).toBeGreaterThan(40)
  // Every URL the sitemap gives is under the base path, as a folder: no host answers it with a redirect.
  for (const loc of locs) expect(loc, loc).toMatch(new RegExp(`^${BASE}/(.*/)?$`))
  const routes = [...locs, `${BASE}/page/2/`, `${BASE}/tag/Publishing/page/2/`, `${BASE}/signin/`, `${BASE}/signup/`, `${BASE}/search/`, `${BASE}/about/`]
  for (const route of routes) {
    const response = await request.get(route, { maxRedirects: 0 })
    expect(response.status(), route).toBe(200)
    expect(response.headers()['content-type'], route).toContain('text/html')
  }
  for (const [file, type, text] of [
    ['/rss/feed.xml', 'xml', `${BASE}/article/welcome-to-quire/`],
    ['/rss/atom.xml', 'xml', `${BASE}/article/welcome-to-quire/`],
    ['/rss/feed.json', 'json', `${BASE}/article/welcome-to-quire/`],
    ['/robots.txt', 'text/plain', `${BASE}/sitemap.xml`]
  ] as const) {
    const response = await request.get(`${BASE}${file}`)
    expect(response.status(), file).toBe(200)
    expect(response.headers()['content-type'], file).toContain(type)
    expect(await response.text(), file).toContain(text)
  }
  // GitHub Pages would leave out `_next` without it.
  expect((await request.get(`${BASE}/.nojekyll`)).status()).toBe(200)
  // The site's own 404 page, from out/404.html (the test server makes up none: issue 37).
  const missing = await request.get(`${BASE}/article/no-such-post/`)
  expect(missing.status()).toBe(404)
  const notFoundPage = await missing.text()
  expect(notFoundPage).toContain('<meta name="robots" content="noindex"')
  expect(notFoundPage).toContain(`${BASE}/_next/`)
  // Netlify and Cloudflare Pages send these headers with every file.
  const headersFile = await request.get(`${BASE}/_headers`)
  expect(headersFile.status()).toBe(200)
  expect(await headersFile.text()).toContain("Content-Security-Policy: frame-ancestors 'self'")
  // No server, so no API.
  expect((await request.get(`${BASE}/api/search?query=notion`)).status()).toBe(404)
})

test('a post loaded directly, with and without a trailing slash, then a client-side visit to another', async ({ page }) => {
  const errors = collectErrors(page)
  await open(page, `${BASE}/article/every-block`)
  expect(new URL(page.url()).pathname).toBe(`${BASE}/article/every-block/`)
  await expect(page.getByRole('heading', { level: 1, name: 'Every block' })).toBeVisible()
  await page.goto(`${BASE}/article/measuring-page-weight/`)
  await expect(page.getByRole('heading', { level: 1, name: 'Measuring page weight' })).toBeVisible()
  // A social card and a canonical URL under the base path, as files.
  const card = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(new URL(card ?? '').pathname).toMatch(new RegExp(`^${BASE}/og/[0-9a-f]+\\.png$`))
  expect((await page.request.get(new URL(card ?? '').pathname)).status()).toBe(200)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${BASE}/article/measuring-page-weight/$`))

  await open(page, `${BASE}/`)
  await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true))
  const link = page.locator(`main a[href="${BASE}/article/welcome-to-quire/"]`).first()
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${BASE}/article/welcome-to-quire/$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Quire' })).toBeVisible()
  // The router went there with the page's props file: no full load.
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true)
  expect(errors).toEqual([])
})

test('every site path the every-block post names is under the base path, and loads', async ({ page }) => {
  test.setTimeout(60_000)
  const errors = collectErrors(page)
  await open(page, `${BASE}/article/every-block/`)
  // Down the whole post, so what loads lazily (images, the PDF, embeds) loads.
  for (let y = 0; y < 40; y++) {
    await page.mouse.wheel(0, 1200)
    await page.waitForTimeout(100)
  }
  await page.waitForLoadState('networkidle')
  const paths = await page.evaluate(() =>
    [...document.body.querySelectorAll('[src], [href], [data], [poster]')].flatMap((element) =>
      ['src', 'href', 'data', 'poster'].map((name) => element.getAttribute(name) ?? '').filter((value) => value.startsWith('/') && !value.startsWith('//'))
    )
  )
  expect(paths.length).toBeGreaterThan(20)
  expect(paths.filter((value) => !value.startsWith(`${BASE}/`))).toEqual([])
  expect(errors).toEqual([])
})

test('a sub-page of a post is a file too', async ({ page }) => {
  await page.goto(`${BASE}/article/every-block/`)
  const subPage = page.locator(`main a[href^="${BASE}/article/every-block/"][href$="/"]`).first()
  const href = await subPage.getAttribute('href')
  expect(href).toMatch(new RegExp(`^${BASE}/article/every-block/[0-9a-f]{32}/$`))
  const response = await page.goto(href ?? '')
  expect(response?.status()).toBe(200)
  await expect(page.locator('h1').first()).toBeVisible()
})

test('the search box searches the prebuilt index: words of an article find it, words of the locked post do not', async ({ page }) => {
  const errors = collectErrors(page)
  await open(page, `${BASE}/search/`)
  const box = page.getByRole('searchbox').first()
  await box.fill('tick a status box')
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${BASE}/search/\\?s=tick`))
  await expect(page.locator(`main a[href="${BASE}/article/welcome-to-quire/"]`).first()).toBeVisible()
  await page.goto(`${BASE}/search/?s=${encodeURIComponent('typed the password')}`)
  await expect(page.getByText(/no results/i).first()).toBeVisible()
  // The locked post is found by its title.
  await page.goto(`${BASE}/search/?s=${encodeURIComponent('behind a lock')}`)
  await expect(page.locator(`main a[href="${BASE}/article/a-locked-letter/"]`).first()).toBeVisible()
  expect(errors).toEqual([])
})

test('the search modal searches the same index and links under the base path', async ({ page }) => {
  const errors = collectErrors(page)
  await open(page, `${BASE}/`)
  await page.keyboard.press('Control+k')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('searchbox').fill('status box')
  const hit = dialog.locator(`a[href="${BASE}/article/welcome-to-quire/"]`)
  await expect(hit).toBeVisible()
  await expect(hit.locator('b').first()).toHaveText(/status box/i)
  await expect(dialog.getByText(/search error/i)).toHaveCount(0)
  expect(errors).toEqual([])
})

test('the locked post opens with its password in the browser', async ({ page }) => {
  await open(page, `${BASE}/article/a-locked-letter/`)
  const field = page.getByLabel('Please Enter the password:')
  await field.fill('not-the-password')
  await field.press('Enter')
  await expect(field).toBeVisible()
  await field.fill('quire-demo')
  await field.press('Enter')
  await expect(page.getByText('If you are reading this, you typed the password.')).toBeVisible()
})

test('?theme=, ?mode= and ?lang= switch the theme, colour scheme and language on static pages, and the theme is carried', async ({ page }) => {
  await open(page, `${BASE}/?theme=nobelium&mode=dark`)
  await expect(page.locator('[data-theme="nobelium"]')).toBeVisible()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  const link = page.locator(`main a[href^="${BASE}/article/"]`).first()
  await expect(link).toHaveAttribute('href', /theme=nobelium/)
  await link.click()
  await expect(page).toHaveURL(/theme=nobelium/)
  await expect(page.locator('[data-theme="nobelium"]')).toBeVisible()
  await page.goto(`${BASE}/archive/?mode=light&lang=fr-FR`)
  await expect(page.locator('html')).toHaveClass(/\blight\b/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
})

test('the infinite list reads the next pages from the props files, under the base path', async ({ page }) => {
  const errors = collectErrors(page)
  await open(page, `${BASE}/`)
  const posts = page.locator('main [data-page] [data-list-item]')
  await expect(posts).toHaveCount(12)
  const dataRequest = page.waitForRequest(new RegExp(`${BASE}/_next/data/[^/]+/page/2\\.json`))
  await page.mouse.wheel(0, 50_000)
  await dataRequest
  await expect(posts).toHaveCount(24)
  expect(errors).toEqual([])
})
