import { expect, type Page, test } from '@playwright/test'

/**
 * The page-enter motion (docs/behaviour.md §4) on the default theme: every CSS animation that starts
 * on #main is recorded from before the site's code runs, so the check does not race the 700 ms move.
 */
async function recordEnters(page: Page) {
  await page.addInitScript(() => {
    const moves: string[] = []
    ;(window as unknown as { __moves: string[] }).__moves = moves
    document.addEventListener('animationstart', (event) => {
      if (event.target instanceof Element && event.target.id === 'main') moves.push(event.animationName)
    })
  })
}

const moves = (page: Page) => page.evaluate(() => (window as unknown as { __moves: string[] }).__moves)

/**
 * Clicks the home's first post once React has hydrated, so the click is the router's move and not a
 * full page load (which starts a fresh document, still, and would empty the record); a marker left
 * on the window before the click proves the page stayed the same document.
 */
async function clickFirstPost(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true))
  await page.locator('#main a[href^="/article/"]').first().click()
  await page.waitForURL(/\/article\//)
  await expect(page.locator('#main h1, #main [data-post-title]').first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true)
}

test('the first page is drawn still; a click to a post rises its content into place', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await recordEnters(page)
  await page.goto('/')
  await expect(page.locator('#main a[href^="/article/"]').first()).toBeVisible()
  expect(await moves(page)).toEqual([])
  await clickFirstPost(page)
  // The animation starts on the frame after the new page is committed.
  await expect.poll(() => moves(page)).toEqual(['page-rise'])
  // The move ends where the page rests: fully drawn, in its place.
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.getElementById('main')!).opacity)).toBe('1')
})

test('a visitor who asks for reduced motion gets the next page at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await recordEnters(page)
  await page.goto('/')
  await clickFirstPost(page)
  await page.waitForTimeout(300)
  expect(await moves(page)).toEqual([])
})
