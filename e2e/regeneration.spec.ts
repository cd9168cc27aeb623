/**
 * ISR against a Notion that goes down: the site is served by `next start` from the production
 * build, reading a live source (the Notion test server serving the demo snapshot). While the
 * server is down, regeneration fails, and the post keeps being served whole: never an error page,
 * never placeholder content.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startNotionServer, type NotionServer } from '@/scripts/notion-server/start-notion-server'

const DEMO_DIR = path.join(__dirname, '..', 'scripts', 'demo', 'snapshot')
const DEMO_ROOT = '3b5aa470-0935-4d2e-bc0e-bb5464ce3a72'
const POST = '/article/measuring-page-weight'
const POST_TITLE = 'Measuring page weight'
/** A sentence of the post's body: what placeholder content would not have. */
const POST_TEXT = 'It should not need a megabyte of script to show some paragraphs.'
const PORT = Number(process.env.E2E_REGENERATION_PORT ?? 3125)
/** The site's revalidation period (docs/behaviour.md §9) plus a margin: after it, a request triggers regeneration. */
const PAST_REVALIDATE_MS = 6500

let notion: NotionServer
let site: ChildProcess

test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

test.beforeAll(async () => {
  notion = await startNotionServer({ dir: DEMO_DIR, port: 0 })
  site = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NOTION_PAGE_ID: DEMO_ROOT,
      NOTION_API_BASE_URL: notion.apiBaseUrl,
      // The test server is on 127.0.0.1, a private address (conf/image.ts).
      IMAGE_ALLOW_PRIVATE_HOSTS: 'true',
      // Fail fast while Notion is down: the test is about what is served meanwhile.
      NOTION_MAX_ATTEMPTS: '2',
      NOTION_TIMEOUT_MS: '2000'
    },
    stdio: 'ignore',
    detached: true
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${PORT}/`).then((r) => r.ok, () => false)
    if (up) break
    if (Date.now() > deadline) throw new Error(`next start did not come up on port ${PORT}`)
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
})

test.afterAll(async () => {
  if (site?.pid) process.kill(-site.pid, 'SIGTERM')
  await notion?.close()
})

async function expectWholePost(page: import('@playwright/test').Page) {
  const response = await page.goto(`http://127.0.0.1:${PORT}${POST}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: POST_TITLE }).first()).toBeVisible()
  await expect(page.getByText(POST_TEXT).first()).toBeVisible()
}

test('a post keeps being served while Notion is down during regeneration', async ({ page }) => {
  await expectWholePost(page)
  // One regeneration with Notion up: the server process now holds good data.
  await page.waitForTimeout(PAST_REVALIDATE_MS)
  await expectWholePost(page)
  await page.waitForTimeout(1500)
  expect(notion.total()).toBeGreaterThan(0)

  await notion.close()
  await page.waitForTimeout(PAST_REVALIDATE_MS)
  // Stale page served, regeneration tried against a dead server...
  await expectWholePost(page)
  await page.waitForTimeout(4000)
  // ...and after it failed, the post is still whole, again and again.
  for (let i = 0; i < 3; i++) {
    await expectWholePost(page)
    await page.waitForTimeout(1000)
  }
  const home = await page.goto(`http://127.0.0.1:${PORT}/`)
  expect(home?.status()).toBe(200)
  // The home still lists posts (which ones depends on the demo's newest, not on this post).
  await expect(page.locator('main a[href^="/article/"]').first()).toBeVisible()
})
