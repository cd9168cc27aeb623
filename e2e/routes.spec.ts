import { expect, type Page, test } from '@playwright/test'

/**
 * Every route of docs/behaviour.md §2 on the demo workspace, in the default theme and in example. The demo has
 * 39 published posts (36 posts and 3 games): 12 a page gives /, /page/2, /page/3 and /page/4.
 */
const THEMES = ['medium', 'example'] as const

function withTheme(path: string, theme: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}theme=${theme}`
}

async function visit(page: Page, path: string, theme: string) {
  const response = await page.goto(withTheme(path, theme))
  await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  return response
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test('home lists the newest posts and links to page 2', async ({ page }) => {
      const response = await visit(page, '/', theme)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(/Quire Demo/)
      const main = page.locator('main')
      await expect(main.getByRole('link', { name: /Welcome to Quire/ }).first()).toBeVisible()
      await expect(main.locator('a[href^="/page/2"]').first()).toBeVisible()
    })

    test('paging: page 2 goes back to / and on to /page/3; page 4 is the last', async ({ page }) => {
      await visit(page, '/page/2', theme)
      const main = page.locator('main')
      await expect(main.locator('a[href="/"], a[href^="/?"]').first()).toBeVisible()
      await expect(main.locator('a[href^="/page/3"]').first()).toBeVisible()
      await visit(page, '/page/4', theme)
      await expect(page.locator('main a[href^="/page/5"]')).toHaveCount(0)
      expect((await page.request.get('/page/5')).status()).toBe(404)
    })

    test('following next links walks every post exactly once', async ({ page }) => {
      const seen = new Set<string>()
      await visit(page, '/', theme)
      // 39 listed posts: four pages of twelve.
      const pages = 4
      for (let n = 1; n <= pages; n++) {
        // Visible ones only: while a ?theme= switch settles, React may still hold the previous screen, hidden.
        const listed = () => page.locator('main a[href^="/article/"]:visible').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
        const hrefs = await listed()
        hrefs.forEach((href) => seen.add(href))
        if (n < pages) {
          await page.locator(`main a[href^="/page/${n + 1}"]:visible`).first().click()
          await expect(page).toHaveURL(new RegExp(`/page/${n + 1}`))
          // The address changes before the next page is drawn: wait for its own posts (not for a
          // moment with none visible, while one screen gives way to the next).
          await expect
            .poll(async () => {
              const now = await listed()
              return now.length > 0 && now.join() !== hrefs.join()
            })
            .toBe(true)
        }
      }
      expect(seen.size).toBeGreaterThanOrEqual(39)
      expect(seen.has('/article/an-unlisted-changelog')).toBe(false)
    })

    test('archive groups posts with dates and links, without the invisible post', async ({ page }) => {
      await visit(page, '/archive', theme)
      await expect(page.getByText('2026-06').first()).toBeVisible()
      await expect(page.locator('main a[href^="/article/every-block"]').first()).toBeVisible()
      await expect(page.locator('main a[href^="/article/an-unlisted-changelog"]')).toHaveCount(0)
    })

    test('category index counts posts and each category lists its own', async ({ page }) => {
      await visit(page, '/category', theme)
      const link = page.locator('main a[href^="/category/Guides"]').first()
      await expect(link).toBeVisible()
      await expect(link).toContainText(/\d/)
      await link.click()
      await expect(page).toHaveURL(/\/category\/Guides/)
      await expect(page.locator('main a[href^="/article/every-block"]').first()).toBeVisible()
      expect((await page.request.get('/category/NoSuchCategory')).status()).toBe(404)
    })

    test('tag index, a tag list, and its second page linking back', async ({ page }) => {
      await visit(page, '/tag', theme)
      await expect(page.locator('main a[href^="/tag/Notion"]').first()).toBeVisible()
      await visit(page, '/tag/Publishing/page/2', theme)
      await expect(page.locator('main a[href^="/tag/Publishing"]:not([href*="/page/"])').first()).toBeVisible()
      expect((await page.request.get('/tag/NoSuchTag')).status()).toBe(404)
    })

    test('search: the bare screen shows tags and categories; ?s= and /search/{keyword} find posts', async ({ page }) => {
      await visit(page, '/search', theme)
      await expect(page.getByRole('searchbox').or(page.locator('input[type="search"]')).first()).toBeVisible()
      await expect(page.locator('main a[href^="/tag/"]').first()).toBeVisible()
      await expect(page.locator('main a[href^="/category/"]').first()).toBeVisible()

      await page.goto(withTheme('/search?s=typography', theme))
      await expect(page).toHaveURL(/\/search\/typography/)
      await expect(page.locator('main a[href^="/article/"]').first()).toBeVisible()

      await visit(page, '/search/zzzz-no-such-words', theme)
      // While a ?theme= switch settles, React may still hold the previous theme's screen, hidden.
      await expect(page.getByText('No results found.').filter({ visible: true })).toBeVisible()
    })

    test('a post shows its title, dates, chips, body and table of contents', async ({ page }) => {
      const response = await visit(page, '/article/every-block', theme)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: /Every block Quire renders/ })).toBeVisible()
      await expect(page.getByText('Jun 12, 2026').first()).toBeVisible()
      await expect(page.locator('a[href^="/about"]').first()).toBeVisible()
      await expect(page.locator('main a[href^="/category/Guides"]').first()).toBeVisible()
      await expect(page.getByText('This page is a specimen sheet', { exact: false }).first()).toBeVisible()
    })

    test('the about page, the invisible post by URL, a draft and an unknown slug', async ({ page }) => {
      expect((await visit(page, '/about', theme))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(/About/)
      expect((await visit(page, '/article/an-unlisted-changelog', theme))?.status()).toBe(200)
      expect((await page.request.get('/article/half-finished-thoughts')).status()).toBe(404)
      const missing = await page.goto(withTheme('/no-such-post', theme))
      expect(missing?.status()).toBe(404)
      await expect(page.getByText('404 Not found.')).toBeVisible()
    })

    test('the locked post asks for a password and ships none of its text', async ({ page }) => {
      const response = await visit(page, '/article/a-locked-letter', theme)
      const html = (await response?.text()) ?? ''
      await expect(page.getByText('Please Enter the password:')).toBeVisible()
      await expect(page.locator('input[type="password"]')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible()
      expect(html).not.toContain('quire-demo')
    })

    test('sign-in and sign-up show their forms', async ({ page }) => {
      await visit(page, '/signin', theme)
      await expect(page.locator('input[type="email"]')).toBeVisible()
      await expect(page.locator('input[type="password"]')).toBeVisible()
      await visit(page, '/signup', theme)
      await expect(page.locator('input[type="email"]')).toBeVisible()
    })

    test('/404 reads 404 Not found.', async ({ page }) => {
      await visit(page, '/404', theme)
      await expect(page.getByText('404 Not found.')).toBeVisible()
    })
  })
}

test('the theme query is carried across navigation', async ({ page }) => {
  await visit(page, '/', 'example')
  await page.locator('main a[href*="/article/"]').first().click()
  await expect(page).toHaveURL(/\/article\/.*theme=example/)
  await expect(page.locator('[data-theme="example"]')).toBeVisible()
})

test('without a theme query the site renders medium', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('[data-theme="medium"]')).toBeVisible()
})

test('a ?theme= naming no theme shows the configured theme once the page has settled', async ({ page }) => {
  await page.goto('/?theme=nosuchtheme')
  // Hydrated, and no route change or theme chunk still on its way: a switch would have happened by then.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[data-theme="medium"]')).toBeVisible()
  await expect(page.locator('[data-theme]')).toHaveCount(1)
})

test('RSS, Atom and JSON feeds list posts; the locked post shows only title and summary', async ({ request }) => {
  const rss = await request.get('/rss/feed.xml')
  expect(rss.status()).toBe(200)
  expect(rss.headers()['content-type']).toContain('application/rss+xml')
  const body = await rss.text()
  expect(body).toContain('<rss version="2.0"')
  expect(body).toContain('Welcome to Quire')
  // Open posts carry their text; the locked one its title and summary only (the leak crawl reads every feed for its text).
  const items = body.split('<item>').slice(1)
  const locked = items.find((item) => item.includes('/article/a-locked-letter</link>'))
  expect(locked).toContain('A post for a few readers only')
  expect(locked).not.toContain('content:encoded')
  expect(items.find((item) => item.includes('/article/welcome-to-quire</link>'))).toContain('<content:encoded>')
  expect((await request.get('/rss/atom.xml')).headers()['content-type']).toContain('atom')
  expect(JSON.parse(await (await request.get('/rss/feed.json')).text()).items.length).toBeGreaterThan(0)
})
