import { expect, test } from '@playwright/test'

/**
 * The demo's locked post (scripts/demo/content/a-locked-letter.md, password `quire-demo`): the page
 * arrives sealed, a wrong password shakes the form, the right one opens it in the browser, and the
 * browser session keeps it open across a reload.
 */
const LOCKED = '/article/a-locked-letter'
const FIRST_LINE = 'If you are reading this, you typed the password.'

for (const theme of ['medium', 'example'] as const) {
  test(`${theme}: a wrong then the right password; a reload keeps it open; a new session does not`, async ({ page, browser }) => {
    await page.goto(`${LOCKED}?theme=${theme}`)
    await expect(page.locator(`[data-theme="${theme}"]`)).toBeVisible()
    const field = page.getByLabel('Please Enter the password:')
    // The form's own alert: Next's route announcer is an alert too.
    const error = page.locator('form').getByRole('alert')
    await expect(field).toBeVisible()
    await expect(page.getByText(FIRST_LINE)).toHaveCount(0)

    // The shake lasts half a second: note it when it starts rather than race it.
    await page.evaluate(() => {
      const seen = window as unknown as { shakes: number }
      seen.shakes = 0
      new MutationObserver((records) => {
        for (const record of records) if ((record.target as Element).hasAttribute('data-shake')) seen.shakes++
      }).observe(document.body, { attributes: true, attributeFilter: ['data-shake'], subtree: true })
    })
    const shakes = () => page.evaluate(() => (window as unknown as { shakes: number }).shakes)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(error).toHaveText('Password Error!')
    await expect.poll(shakes).toBe(1)

    await field.fill('not-the-password')
    await field.press('Enter')
    await expect.poll(shakes, { timeout: 15_000 }).toBe(2)
    await expect(error).toHaveText('Password Error!')
    await expect(page.getByText(FIRST_LINE)).toHaveCount(0)

    await field.fill('quire-demo')
    await field.press('Enter')
    await expect(page.getByText('Article Unlocked')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText(FIRST_LINE)).toBeVisible()
    await expect(page.getByLabel('Please Enter the password:')).toHaveCount(0)
    const kept = await page.evaluate(() => JSON.stringify(window.sessionStorage))
    expect(kept).not.toContain('quire-demo')

    await page.reload()
    await expect(page.getByText(FIRST_LINE)).toBeVisible({ timeout: 15_000 })
    await expect(page.getByLabel('Please Enter the password:')).toHaveCount(0)

    const fresh = await browser.newContext()
    try {
      const other = await fresh.newPage()
      await other.goto(`${LOCKED}?theme=${theme}`)
      await expect(other.getByLabel('Please Enter the password:')).toBeVisible()
      await expect(other.getByText(FIRST_LINE)).toHaveCount(0)
    } finally {
      await fresh.close()
    }
  })
}

test('leaving the unlocked post and coming back finds it still open', async ({ page }) => {
  await page.goto('/article/locking-a-post')
  await page.goto(LOCKED)
  await expect(page.getByLabel('Please Enter the password:')).toBeVisible()
  await page.getByLabel('Please Enter the password:').fill('quire-demo')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(FIRST_LINE)).toBeVisible({ timeout: 15_000 })
  await page.goto('/')
  await page.goto(LOCKED)
  await expect(page.getByText(FIRST_LINE)).toBeVisible({ timeout: 15_000 })
})

test('the locked post is hydrated in place: a password typed before the page is live is kept', async ({ page }) => {
  await page.goto(LOCKED, { waitUntil: 'commit' })
  const field = page.getByLabel('Please Enter the password:')
  // Typed into the server's HTML, as a quick visitor does; the mark tells whether React kept this element.
  await field.evaluate((input: HTMLInputElement) => {
    input.dataset.typedEarly = 'true'
  })
  await field.fill('quire-demo')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('input[data-typed-early="true"]')).toHaveValue('quire-demo')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(FIRST_LINE)).toBeVisible({ timeout: 15_000 })
})
