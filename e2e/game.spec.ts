import { expect, type Page, test } from '@playwright/test'

/**
 * The game theme's game page (issue 16): the game loads in its sandboxed frame, the full-screen
 * button asks the browser for full screen, a played game shows in "recently played" on the home
 * page and can be removed there, and the search drawer narrows the games as the visitor types.
 * The demo's games are local pages under public/games, so all of it runs offline.
 */
const GAME = '/article/garden-snake?theme=game'

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 })
  await expect(page.locator('[data-theme="game"]').first()).toBeVisible({ timeout: 30_000 })
}

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine; and full-screen requests are counted before they go to the browser.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
  await page.addInitScript(() => {
    const original = Element.prototype.requestFullscreen
    const calls: string[] = []
    Object.defineProperty(window, '__fullscreenCalls', { value: calls })
    Element.prototype.requestFullscreen = function (this: Element, options?: FullscreenOptions) {
      calls.push(this.hasAttribute('data-game-frame') ? 'game-frame' : this.tagName)
      return original.call(this, options).catch(() => undefined)
    }
  })
})

test('the game loads in a sandboxed frame, with a loading state until it has', async ({ page }) => {
  await open(page, GAME)
  const box = page.locator('[data-game-frame]')
  const frame = box.locator('iframe')
  await expect(frame).toHaveAttribute('src', '/games/garden-snake.html')
  const sandbox = (await frame.getAttribute('sandbox')) ?? ''
  expect(sandbox.split(' ')).toContain('allow-scripts')
  expect(sandbox).not.toContain('allow-same-origin')
  await expect(box).toHaveAttribute('data-loaded', 'true')
  await expect(box.getByRole('status')).toHaveCount(0)
  await expect(page.frameLocator('[data-game-frame] iframe').locator('canvas')).toBeVisible()
})

test('the full-screen button asks for full screen on the game', async ({ page }) => {
  await open(page, GAME)
  await page.locator('[data-game-frame]').getByRole('button', { name: 'Full screen' }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { __fullscreenCalls: string[] }).__fullscreenCalls)).toEqual(['game-frame'])
})

test('a played game appears in "recently played" and can be removed', async ({ page }) => {
  await open(page, '/?theme=game')
  await expect(page.locator('[data-recently-played]')).toHaveCount(0)
  await open(page, GAME)
  await expect(page.locator('[data-game-frame]')).toHaveAttribute('data-loaded', 'true')
  await open(page, '/?theme=game')
  const recent = page.getByRole('region', { name: 'Recently played' })
  await expect(recent.getByRole('link', { name: 'Garden Snake' })).toHaveAttribute('href', /\/article\/garden-snake/)
  await recent.getByRole('button', { name: 'Remove Garden Snake from recently played' }).click()
  await expect(page.locator('[data-recently-played]')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('quire:recently-played'))).toBe('[]')
  // Forgotten for good: a reload does not bring it back.
  await open(page, '/?theme=game')
  await expect(page.locator('[data-recently-played]')).toHaveCount(0)
})

test('the search drawer filters the games as the visitor types', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await open(page, '/?theme=game')
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Search' }).click()
  const drawer = page.getByRole('dialog', { name: 'Search' })
  await expect(drawer.getByRole('link', { name: 'Garden Snake' })).toBeVisible()
  await drawer.getByRole('searchbox').fill('rally')
  await expect(drawer.getByRole('link')).toHaveText(['Paddle Rally'])
})
