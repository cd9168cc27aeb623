import { expect, type Page, test } from '@playwright/test'

/**
 * List cards drawing the post's opening as blocks (POST_LIST_PREVIEW, spec §9), against the build
 * with optional settings on (e2e/settings-build.json turns it on). medium is the site's theme and
 * draws previews by default; next is seen through the theme switch (its NEXT_POST_LIST_PREVIEW is on too).
 */
const THEMES = ['medium', 'next'] as const
const WIDTHS = [390, 1280] as const

/** Elements wider than the page, or a preview wider than its card: what a reader sees as broken. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`the page is ${document.documentElement.scrollWidth} px wide in ${window.innerWidth} px`)
    for (const preview of document.querySelectorAll<HTMLElement>('[data-post-preview]')) {
      const card = preview.closest('article') ?? preview
      const box = preview.getBoundingClientRect()
      const cardBox = card.getBoundingClientRect()
      if (box.right > cardBox.right + 1 || box.left < cardBox.left - 1) problems.push(`a preview (${Math.round(box.width)} px) leaves its card (${Math.round(cardBox.width)} px)`)
      if (preview.scrollWidth > preview.clientWidth + 1) problems.push(`a preview holds ${preview.scrollWidth} px in ${preview.clientWidth} px`)
    }
    return problems
  })
}

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`${theme} at ${width} px: cards draw the post's opening as blocks, within the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(theme === 'medium' ? '/' : `/?theme=${theme}`)
      const previews = page.locator('article [data-post-preview]')
      await expect(previews.first()).toBeVisible()
      expect(await previews.count()).toBeGreaterThan(3)
      // Drawn blocks, not a summary: a heading and list items are on the first page of the demo.
      await expect(page.locator('article [data-post-preview] [data-block^="h"]').first()).toBeVisible()
      await expect(page.locator('article [data-post-preview] li').first()).toBeVisible()
      expect(await overflow(page)).toEqual([])
    })
  }
}

test('a locked post lists with its summary only: nothing of its text is in a list page or its data', async ({ request }) => {
  // Notes lists the demo's locked letter (scripts/demo/content/a-locked-letter.md) among open posts.
  const response = await request.get('/category/Notes')
  expect(response.ok()).toBe(true)
  const html = await response.text()
  expect(html).toContain('A letter behind a lock')
  expect(html).toContain('data-post-preview')
  expect(html).not.toContain('you typed the password')
  expect(html).not.toContain('what a locked article looks like once it opens')
})
