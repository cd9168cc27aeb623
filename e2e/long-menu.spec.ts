import { expect, type Page, test } from '@playwright/test'
import { THEME_NAMES } from '@/themes/manifests'
import { languageSites } from './next-data'
import { topBarProblems } from './top-bar'

/**
 * Headers that fit any menu (issue 35 item 2): the owner's Notion menu may hold any number of rows.
 * The optional-features build (e2e/settings-build.json) serves a small French workspace under
 * /fr-FR whose menu has twelve rows (emoji on some, one with three sub-menus, long names, CUSTOM_MENU
 * on so the rows are what its headers draw; scripts/demo/content/locales/fr-FR). Every theme's top
 * bar must hold it at 1280, 1024 and 390 px, light and dark (e2e/top-bar.ts), the rows that do not
 * fit reachable through More. Skips on a build without that site.
 */

const WIDTHS = [1280, 1024, 390] as const
const MODES = ['light', 'dark'] as const

async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
}

test.beforeEach(async ({ page }) => {
  await offline(page)
  await page.goto('/archive')
  test.skip(!(await languageSites(page)).includes('fr-FR'), 'this build has no fr-FR site (the twelve-row menu)')
})

for (const theme of THEME_NAMES) {
  test(`theme ${theme}: the twelve-row menu fits the top bar at 1280, 1024 and 390 px, light and dark`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: WIDTHS[0], height: 800 })
    await page.goto(`/fr-FR?theme=${theme}&mode=light`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 })
    await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeVisible({ timeout: 30_000 })
    // The rows are drawn (in the row, in More or in a drawer): a theme that left them out would pass unseen.
    await expect(page.getByText('Ateliers et conférences').first()).toBeAttached()
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      for (const mode of MODES) {
        await page.evaluate((dark) => {
          document.documentElement.classList.toggle('dark', dark)
          document.documentElement.classList.toggle('light', !dark)
        }, mode === 'dark')
        // This build also shows the theme switcher and three languages in the bar: on a phone that
        // leaves a title no room, so a cut title is only a fault from 1024 px (the plain build's walk checks phones).
        await expect.poll(() => topBarProblems(page, { ellipsisFrom: 1024 }), { message: `${width} px, ${mode}: the top bar does not fit`, timeout: 3000 }).toEqual([])
      }
      // What did not fit is one press away: More opens on the last row of the menu.
      const more = page.locator('[data-top-bar] button[aria-expanded]', { hasText: 'Plus' }).filter({ visible: true })
      if (width >= 1024 && (await more.count()) > 0) {
        await more.first().click()
        await expect(page.locator('[data-top-bar]').getByRole('link', { name: 'À propos' }).filter({ visible: true }).first()).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(more.first()).toHaveAttribute('aria-expanded', 'false')
      }
    }
  })
}
