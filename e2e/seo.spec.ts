import { expect, type Page, test } from '@playwright/test'

/** Sitemap, robots.txt and each page's head, against the demo and the default config (LINK http://localhost:3000). */

test('robots.txt allows crawling and points to the sitemap at LINK', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain')
  const body = await response.text()
  expect(body).toContain('User-agent: *')
  expect(body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
})

test('sitemap.xml lists every listed post, page, category and tag, and no invisible post or draft', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const body = await response.text()
  expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  const paths = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
  for (const path of ['/', '/archive', '/category', '/tag', '/about', '/article/welcome-to-quire', '/article/every-block', '/article/a-locked-letter', '/category/Guides', '/tag/Notion']) {
    expect(paths).toContain(path)
  }
  expect(paths.some((path) => path.includes('an-unlisted-changelog'))).toBe(false)
  expect(paths.some((path) => path.includes('half-finished-thoughts'))).toBe(false)
  expect(paths.filter((path) => path.startsWith('/article/')).length).toBeGreaterThanOrEqual(36)
})

test('a post has title, description, canonical, Open Graph, Twitter and JSON-LD', async ({ page }) => {
  await page.goto('/article/welcome-to-quire')
  await expect(page).toHaveTitle(/^Welcome to Quire \| /)
  const head = page.locator('head')
  const content = (selector: string) => head.locator(selector).first().getAttribute('content')
  expect(await content('meta[name="description"]')).toContain('What Quire is')
  expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/article\/welcome-to-quire$/)
  expect(await content('meta[property="og:type"]')).toBe('article')
  expect(await content('meta[property="og:title"]')).toMatch(/^Welcome to Quire \| /)
  expect(await content('meta[property="og:url"]')).toMatch(/\/article\/welcome-to-quire$/)
  expect(await content('meta[property="og:image"]')).toMatch(/^https?:\/\/[^/]+\/og\/[0-9a-f]{24}\.png$/)
  expect(await content('meta[property="og:image:width"]')).toBe('1200')
  expect(await content('meta[property="og:image:height"]')).toBe('630')
  expect(await content('meta[property="og:image:alt"]')).toMatch(/^Welcome to Quire \| /)
  expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image')
  expect(await content('meta[name="twitter:title"]')).toMatch(/^Welcome to Quire/)
  expect(await head.locator('meta[property="article:tag"]').count()).toBeGreaterThan(0)
  const jsonLd = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'Welcome to Quire' })
  expect(jsonLd.datePublished).toMatch(/^2026-06-20/)
  // No verification code is configured in the demo: no empty tags.
  expect(await head.locator('meta[name="google-site-verification"], meta[name="msvalidate.01"]').count()).toBe(0)
})

test('a crawler that runs no JavaScript reads a whole post and the home list, in place', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/article/every-block')
  // The body's last blocks and the post's foot are drawn, not left in a hidden element for a script.
  await expect(page.locator('article').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Every block Quire renders' }).first()).toBeVisible()
  expect(await page.locator('div[hidden][id^="S:"]').count()).toBe(0)
  await page.goto('/')
  await expect(page.locator('main a[href^="/article/"]').first()).toBeVisible()
  expect(await page.locator('div[hidden][id^="S:"]').count()).toBe(0)
  await context.close()
})

test('list canonicals: page 1 at the base path, later pages at their own; the about page is no article', async ({ page }) => {
  await page.goto('/tag/Publishing')
  expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(/\/tag\/Publishing$/)
  await page.goto('/tag/Publishing/page/2')
  expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(/\/tag\/Publishing\/page\/2$/)
  await page.goto('/')
  expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/$/)
  expect(await page.locator('head meta[property="og:type"]').getAttribute('content')).toBe('website')
  await page.goto('/about')
  expect(await page.locator('head meta[property="og:type"]').getAttribute('content')).toBe('website')
  expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(0)
})

test('the locked post describes itself by its summary only', async ({ page }) => {
  await page.goto('/article/a-locked-letter')
  const description = await page.locator('head meta[name="description"]').getAttribute('content')
  expect(description).toContain('A post for a few readers only')
})

/** The site path of the page's og:image, which names the configured LINK's host, not the test server's. */
async function cardPath(page: Page, path: string): Promise<string> {
  await page.goto(path)
  const url = await page.locator('head meta[property="og:image"]').getAttribute('content')
  expect(url).toMatch(/^https?:\/\/[^/]+\/og\/[0-9a-f]{24}\.png$/)
  return new URL(url ?? '').pathname
}

/** Width and height from a PNG's IHDR chunk, after its signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

test('every page names a 1200×630 PNG card: a post its own, list pages and home the site card', async ({ page, request }) => {
  const post = await cardPath(page, '/article/welcome-to-quire')
  const home = await cardPath(page, '/')
  expect(post).not.toBe(home)
  for (const path of ['/page/2', '/archive', '/tag/Notion', '/category', '/search']) expect(await cardPath(page, path)).toBe(home)
  expect(await cardPath(page, '/about')).not.toBe(home)
  for (const path of [post, home]) {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    expect(response.headers()['cache-control']).toContain('immutable')
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 })
  }
  expect((await request.get('/og/000000000000000000000000.png')).status()).toBe(404)
})
