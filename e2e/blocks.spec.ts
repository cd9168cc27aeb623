import { expect, type Page, test } from '@playwright/test'

/** The demo post holding one of every block type of docs/behaviour.md §3. */
const EVERY_BLOCK = '/article/every-block'

/** docs/behaviour.md §3 block types and what each leaves in the page once hydrated. */
const BLOCKS: Array<[type: string, selector: string]> = [
  ['sub-page link', 'a.notion-page-link'],
  ['inline database (collection view)', '.notion-collection'],
  ['header', 'h2.notion-h1'],
  ['sub_header', 'h3.notion-h2'],
  ['sub_sub_header', 'h4.notion-h3'],
  ['toggleable header', 'details.notion-toggle summary .notion-h'],
  ['text', '.notion-text'],
  ['bulleted list', 'ul.notion-list-disc'],
  ['numbered list', 'ol.notion-list-numbered'],
  ['to-do, checked', '.notion-to-do .notion-property-checkbox-checked'],
  ['toggle', 'details.notion-toggle'],
  ['quote', 'blockquote.notion-quote'],
  ['callout', '.notion-callout'],
  ['divider', 'hr.notion-hr'],
  ['code, highlighted', '.notion-code code .token'],
  ['equation', '.notion-equation .katex'],
  ['columns', '.notion-row .notion-column'],
  ['table and rows', 'table.notion-simple-table tr'],
  ['bookmark', 'a.notion-bookmark'],
  ['image', '.notion-asset-wrapper-image img'],
  ['video (YouTube embed)', '.notion-asset-wrapper-video .notion-yt-lite'],
  ['embed', '.notion-asset-wrapper-embed iframe'],
  ['pdf', '.notion-asset-wrapper-pdf'],
  ['audio', '.notion-audio audio'],
  ['file', '.notion-file'],
  ['drive (as a bookmark card)', 'a.notion-bookmark[href*="drive.google.com"]'],
  ['tweet (a quote card naming the author)', '.notion-asset-wrapper-tweet blockquote.notion-tweet-card a[href="https://x.com/jack/status/20"]'],
  ['maps', '.notion-asset-wrapper-maps iframe'],
  ['gist', '.notion-asset-wrapper-gist iframe'],
  ['table of contents block', '.notion-table-of-contents'],
  ['alias (link to page)', 'a.notion-page-link[href="/article/welcome-to-quire"]'],
  ['synced block', '.notion-sync-block']
]

function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource|net::ERR/.test(message.text())) errors.push(message.text())
  })
  return errors
}

const BODY_IMAGE = '#article-body .notion-asset-wrapper-image img:not(.lazy-image-preview)'

/** The body image medium-zoom has taken over (it marks what it attached to): its code comes when a pointer reaches an image. */
async function zoomableImage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const image = page.locator(BODY_IMAGE).first()
  await image.scrollIntoViewIfNeeded()
  await image.hover()
  await expect(page.locator(`${BODY_IMAGE}.medium-zoom-image`).first()).toBeVisible()
  return image
}

/** As a visitor does: the pointer reaches the image (medium-zoom is fetched then), then clicks it. */
async function openZoom(page: Page) {
  const image = await zoomableImage(page)
  await image.click()
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible()
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1)
}

async function expectZoomClosed(page: Page) {
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0)
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0)
}

test.describe('every block (docs/behaviour.md §3)', () => {
  test('the every-block post shows each block type without an error', async ({ page }) => {
    const errors = collectErrors(page)
    // A link to a file (the PDF, the audio) must not be prefetched as if it were a page.
    const missingData: string[] = []
    page.on('response', (response) => {
      if (response.url().includes('/_next/data/') && response.status() === 404) missingData.push(response.url())
    })
    await page.goto(EVERY_BLOCK)
    for (const [type, selector] of BLOCKS) {
      await expect(page.locator(`#article-body ${selector}`).first(), type).toBeAttached()
    }
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
    expect(missingData).toEqual([])
  })

  for (const moment of ['while the PDF is still loading', 'once the PDF, database, video and embeds are drawn']) {
    test(`leaving it through a client-side link ${moment} logs and throws nothing`, async ({ page }) => {
      const errors = collectErrors(page)
      let left = () => {}
      const leaving = new Promise<void>((resolve) => (left = resolve))
      if (moment.startsWith('while')) {
        // The PDF's bytes arrive only once the visitor has left: its worker is cut off mid-load.
        await page.route('**/*.pdf', async (route) => {
          await leaving
          await route.continue().catch(() => {})
        })
      }
      await page.goto(EVERY_BLOCK)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      const pdf = page.locator('#article-body .notion-asset-wrapper-pdf')
      await pdf.scrollIntoViewIfNeeded()
      if (moment.startsWith('while')) {
        await expect(pdf.getByText('Loading PDF…')).toBeVisible()
      } else {
        // Everything that runs code of its own is at work: the PDF's worker, the database, the video and the embeds.
        await expect(pdf.locator('.react-pdf__Page canvas').first()).toBeVisible()
        await expect(page.locator('#article-body .notion-collection').first()).toBeVisible()
        await page.locator('#article-body .notion-asset-wrapper-video .notion-yt-lite').first().scrollIntoViewIfNeeded()
        await page.locator('#article-body .notion-asset-wrapper-embed iframe').first().scrollIntoViewIfNeeded()
      }
      await page.locator('#article-body a.notion-page-link[href="/article/welcome-to-quire"]').click()
      await expect(page).toHaveURL(/\/article\/welcome-to-quire$/)
      await expect(page.locator('#article-body .notion-asset-wrapper-pdf')).toHaveCount(0)
      left()
      // What the page left behind reports on its own time (a worker's error comes as a message): a second for it to arrive.
      await page.waitForTimeout(1000)
      expect(errors).toEqual([])
    })
  }

  test('every frame of the served post carries a sandbox, the embeds of the body included', async ({ request }) => {
    // The HTML as served, before any script: a sandbox added after a frame started loading would not apply.
    const html = await (await request.get(EVERY_BLOCK)).text()
    const frames = html.match(/<iframe\b[^>]*>/g) ?? []
    // The page embed, the map and the gist (the YouTube player waits for a click).
    expect(frames.length).toBeGreaterThanOrEqual(3)
    expect(frames.filter((frame) => !/\ssandbox="/.test(frame))).toEqual([])
  })

  test('the PDF draws its pages with the worker the site ships, not one from a CDN', async ({ page }) => {
    const workers: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('pdf.worker')) workers.push(new URL(request.url()).host)
    })
    await page.goto(EVERY_BLOCK)
    const pdf = page.locator('#article-body .notion-asset-wrapper-pdf')
    await pdf.scrollIntoViewIfNeeded()
    await expect(pdf.locator('.react-pdf__Page canvas').first()).toBeVisible()
    expect(new Set(workers)).toEqual(new Set([new URL(page.url()).host]))
  })

  test('a post without code, math or databases fetches no highlighter, KaTeX or collection code', async ({ page }) => {
    const scripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
    })
    await page.goto('/article/a-quiet-reading-column')
    await expect(page.locator('#article-body .notion-text').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    const all = scripts.join('\n')
    expect(all).not.toContain('prismjs')
    expect(all).not.toContain('katex-display')
    expect(all).not.toContain('notion-collection-view-type')
  })
})

test.describe('image zoom (docs/behaviour.md §4, §9)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(EVERY_BLOCK)
  })

  test('asks for the zoom width where the host resizes, and keeps site images as they are', async ({ page }) => {
    const image = await zoomableImage(page)
    const src = await image.getAttribute('src')
    expect(src).toMatch(/^\/demo\/images\//)
  })

  test('opens on click and closes on click', async ({ page }) => {
    await openZoom(page)
    await page.locator('.medium-zoom-image--opened').click()
    await expectZoomClosed(page)
  })

  test('closes on Escape', async ({ page }) => {
    await openZoom(page)
    await page.keyboard.press('Escape')
    await expectZoomClosed(page)
  })

  test('closes on resize', async ({ page }) => {
    await openZoom(page)
    const size = page.viewportSize() ?? { width: 1280, height: 720 }
    await page.setViewportSize({ width: size.width - 100, height: size.height })
    await expectZoomClosed(page)
  })

  test('stays open on a small scroll and closes past 40px', async ({ page }) => {
    await openZoom(page)
    await page.evaluate(() => window.scrollBy(0, 20))
    await page.waitForTimeout(150)
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1)
    await page.evaluate(() => window.scrollBy(0, 120))
    await expectZoomClosed(page)
  })
})

test.describe('table of contents (docs/behaviour.md §2, §9)', () => {
  test('highlights the section in view', async ({ page }) => {
    await page.goto(EVERY_BLOCK)
    const toc = page.getByRole('navigation', { name: 'Contents' }).first()
    await expect(toc).toBeVisible()
    for (const name of ['Lists', 'Code and equations', 'Media']) {
      await page.locator('#article-body h2.notion-h1', { hasText: name }).first().evaluate((heading) => heading.scrollIntoView({ block: 'start' }))
      await expect(toc.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'location')
    }
    await expect(toc.locator('a[aria-current="location"]')).toHaveCount(1)
  })

  test('a hash link scrolls to its heading after the page has loaded', async ({ page }) => {
    await page.goto(EVERY_BLOCK)
    const href = await page.getByRole('navigation', { name: 'Contents' }).first().getByRole('link', { name: 'Media', exact: true }).getAttribute('href')
    const anchor = href?.slice(1)
    expect(anchor).toMatch(/^[0-9a-f]{32}$/)
    await page.goto(`/article/a-quiet-reading-column`)
    await page.goto(`${EVERY_BLOCK}#${anchor}`)
    // Shown, near the top, and reached by scrolling (a heading still hidden in the HTML also reads top 0).
    await expect
      .poll(() =>
        page.evaluate((id) => {
          const heading = document.getElementById(id ?? '')
          const top = heading?.getBoundingClientRect().top ?? 9999
          return heading?.checkVisibility() === true && top >= -5 && top < 200 && window.scrollY > 500
        }, anchor)
      )
      .toBe(true)
  })

  test('shows with 3 items and hides under 3', async ({ page }) => {
    await page.goto('/article/the-table-of-contents')
    await expect(page.getByRole('navigation', { name: 'Contents' }).first()).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Contents' }).first().getByRole('link')).toHaveCount(3)
    await page.goto('/article/three-small-habits')
    await expect(page.locator('#article-body .notion-text').first()).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Contents' })).toHaveCount(0)
  })
})

test.describe('Notion sub-pages (docs/behaviour.md §2 page view)', () => {
  const SUB_PAGE = 'b4e8bf6f74c1492d90c90367a4feb691'
  const DEEPER = '569fe45acd9f43eb912235fdc0f95087'
  const LOCKED_NOTE = '87a1092c742a4d9d83605b5e7240fdcf'

  test('a child page link opens the sub-page below its post, with breadcrumbs, contents and its own sub-page', async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto(EVERY_BLOCK)
    await page.locator('#article-body a.notion-page-link', { hasText: 'A page inside this page' }).click()
    await expect(page).toHaveURL(new RegExp(`/article/every-block/${SUB_PAGE}$`))
    await expect(page.getByRole('heading', { level: 1, name: /A page inside this page/ })).toBeVisible()
    const crumbs = page.locator('#article-body .notion-page-view-breadcrumbs')
    await expect(crumbs.getByRole('link', { name: 'Every block Quire renders' })).toHaveAttribute('href', EVERY_BLOCK)
    await expect(page.getByRole('navigation', { name: 'Contents' }).first().getByRole('link')).toHaveCount(3)
    await page.locator('#article-body a.notion-page-link', { hasText: 'A page one level deeper' }).click()
    await expect(page).toHaveURL(new RegExp(`/article/every-block/${DEEPER}$`))
    await expect(page.locator('#article-body')).toContainText('Pages nest as deep as you like')
    await expect(crumbs.getByRole('link', { name: 'A page inside this page' })).toHaveAttribute('href', `${EVERY_BLOCK}/${SUB_PAGE}`)
    expect(errors).toEqual([])
  })

  test("a locked post's sub-page, or any page not below the post in its URL, answers 404 without its text", async ({ page }) => {
    for (const path of [
      `/article/a-locked-letter/${LOCKED_NOTE}`,
      `${EVERY_BLOCK}/${LOCKED_NOTE}`,
      `/article/welcome-to-quire/${SUB_PAGE}`,
      `${EVERY_BLOCK}/0123456789abcdef0123456789abcdef`
    ]) {
      const response = await page.goto(path)
      expect([path, response?.status()]).toEqual([path, 404])
      expect(await response?.text()).not.toContain('inside the letter')
    }
  })
})

test.describe('gallery cards by viewport width (docs/behaviour.md §2)', () => {
  test('a phone shows 8 cards, then Load more brings the rest; a wide screen shows all 12', async ({ page }) => {
    const swatches = page.locator('#article-body .notion-gallery-grid .notion-collection-card')
    await page.setViewportSize({ width: 400, height: 800 })
    await page.goto(EVERY_BLOCK)
    await swatches.first().scrollIntoViewIfNeeded()
    await expect(swatches).toHaveCount(8)
    const more = page.locator('#article-body .notion-collection-load-more')
    await expect(more).toHaveAttribute('role', 'button')
    await more.focus()
    await page.keyboard.press('Enter')
    await expect(swatches).toHaveCount(12)
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(EVERY_BLOCK)
    await expect(swatches).toHaveCount(12)
  })
})

test.describe('a body kept as server HTML (no renderer in the browser)', () => {
  test('zooms its image and gives way to the next post opened from it', async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto('/article/measuring-page-weight')
    const body = page.locator('#article-body')
    await expect(body.locator('[data-notion-island]')).toBeVisible()
    await openZoom(page)
    await page.locator('.medium-zoom-image--opened').click()
    await expectZoomClosed(page)
    const before = await body.innerText()
    // A recommendation is a post of the same route: the router reuses the page, the body must change.
    const next = page.locator('section a[href^="/article/"]').first()
    const href = await next.getAttribute('href')
    await next.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(body).not.toHaveText(before)
    await expect(body.locator('.notion-text').first()).toBeVisible()
    expect(errors).toEqual([])
  })
})
