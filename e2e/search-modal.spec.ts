import { expect, type Page, test } from '@playwright/test'

/** docs/behaviour.md §2: ctrl+k or ctrl+p here (Linux); cmd on Apple systems. */
async function openModal(page: Page, key: 'k' | 'p' = 'k') {
  await page.keyboard.press(`Control+${key}`)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('Notion search modal (docs/behaviour.md §2, §4, §5, §7)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('[data-theme]')).toBeVisible()
    // The shortcut is listened for once React has hydrated: a key pressed before is lost.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  })

  test('loads only on first open, with ctrl+k or ctrl+p, and sends the empty warm-up once', async ({ page }) => {
    const bodies: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/search')) bodies.push(request.postData() ?? '')
    })
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const dialog = await openModal(page, 'p')
    await expect(dialog).toHaveAttribute('data-state', 'idle')
    await expect.poll(() => bodies.length).toBe(1)
    expect(JSON.parse(bodies[0] ?? '{}')).toEqual({ query: '', ancestorId: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await openModal(page, 'k')
    await page.waitForTimeout(300)
    expect(bodies).toHaveLength(1)
  })

  test('goes idle → loading → results with highlighted snippets and a count', async ({ page }) => {
    // Hold the answer until both loading checks are made: a quick answer would end the loading state
    // between them and leave the test waiting for a spinner that has rightly gone.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/search', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { query?: string }
      if (body.query) await held
      await route.continue()
    })
    const dialog = await openModal(page)
    await dialog.getByRole('searchbox').fill('synced')
    await expect(dialog).toHaveAttribute('data-state', 'loading')
    await expect(dialog.getByRole('status')).toBeVisible()
    release()
    await expect(dialog).toHaveAttribute('data-state', 'results', { timeout: 10000 })
    await expect(dialog.getByText(/^\d+ results?$/)).toBeVisible()
    await expect(dialog.locator('b', { hasText: /synced/i }).first()).toBeVisible()
    const link = dialog.getByRole('link').first()
    await expect(link).toHaveAttribute('href', /^\/article\//)
    await link.click()
    await expect(page).toHaveURL(/\/article\//)
  })

  test("shows 'No results' with 'Try different search terms'", async ({ page }) => {
    const dialog = await openModal(page)
    await dialog.getByRole('searchbox').fill('qqzzxxnothinglikethis')
    await expect(dialog.getByText('No results', { exact: true })).toBeVisible({ timeout: 5000 })
    await expect(dialog.getByText('Try different search terms')).toBeVisible()
  })

  test("shows 'Search error' when the response holds error", async ({ page }) => {
    await page.route('**/api/search', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { query?: string }
      if (!body.query) return route.fulfill({ json: { results: [], total: 0 } })
      return route.fulfill({ status: 500, json: { error: 'search failed', errorId: 'test-id' } })
    })
    const dialog = await openModal(page)
    await dialog.getByRole('searchbox').fill('anything')
    await expect(dialog.getByRole('alert')).toHaveText('Search error', { timeout: 5000 })
  })

  test('the clear button empties the box and the results without a request', async ({ page }) => {
    const dialog = await openModal(page)
    const box = dialog.getByRole('searchbox')
    await box.fill('synced')
    await expect(dialog).toHaveAttribute('data-state', 'results', { timeout: 5000 })
    let sent = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/search')) sent++
    })
    await dialog.getByRole('button', { name: 'Clear search' }).click()
    await expect(box).toHaveValue('')
    await expect(dialog).toHaveAttribute('data-state', 'idle')
    await box.fill('   ')
    await page.waitForTimeout(1300)
    expect(sent).toBe(0)
    await expect(dialog).toHaveAttribute('data-state', 'idle')
  })

  test('the API route answers a bad request with { error, errorId } and never with a crash', async ({ request }) => {
    const response = await request.post('/api/search', { data: { query: 42 } })
    expect(response.status()).toBe(400)
    expect(await response.json()).toEqual({ error: expect.any(String), errorId: expect.any(String) })
    expect((await request.delete('/api/search')).status()).toBe(405)
  })

  test('the API route answers GET ?query= as it answers a POST', async ({ request }) => {
    const [get, post] = await Promise.all([request.get('/api/search?query=notion'), request.post('/api/search', { data: { query: 'notion' } })])
    expect(get.status()).toBe(200)
    const results = (await get.json()) as { results: Array<{ href: string }>; total: number }
    expect(results.total).toBeGreaterThan(0)
    expect(results).toEqual(await post.json())
  })
})
