/**
 * `npm run screenshots`: a picture of every built theme's home (1280×800 in CSS pixels, light mode)
 * in docs/themes/<name>.jpg, drawn at half scale as a small JPEG for the README's gallery, which it
 * then rewrites. Builds the demo first when there is no build; serves it with `next start` on
 * SCREENSHOT_PORT (3391). Stops (or, as root on Debian, installs fonts-noto-color-emoji) when no
 * colour emoji font is installed, since the pictures would show a box for every emoji.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { THEME_NAMES } from '@/themes/manifests'
import { ensureChromium, ensureEmojiFont } from './find-chromium.mjs'
import { SECTION_FILES, themeGallerySection, themePicture, withMarkedSection } from './readme/sections'

const ROOT = process.cwd()
const PORT = Number(process.env.SCREENSHOT_PORT ?? 3391)
/** Half of 1280×800: small files that still show the layout; the README shows them 400 px wide. */
const SCALE = 0.5
const QUALITY = 72

async function waitForServer(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`next start did not answer at ${url} within ${ms / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}

async function main(): Promise<void> {
  // The gallery is what a newcomer judges the themes by: a box for each emoji looks broken.
  ensureEmojiFont()
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    console.log('[screenshots] no build yet: npm run build')
    execFileSync('npx', ['tsx', 'scripts/build/build.ts'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  }
  const server = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true
  })
  const base = `http://127.0.0.1:${PORT}`
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
  try {
    await waitForServer(`${base}/`, 60_000)
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: SCALE, reducedMotion: 'reduce' })
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    mkdirSync(path.join(ROOT, 'docs', 'themes'), { recursive: true })
    for (const name of THEME_NAMES) {
      const page = await context.newPage()
      await page.goto(`${base}/?theme=${name}&mode=light`)
      await page.locator(`[data-theme="${name}"]`).first().waitFor({ state: 'visible' })
      await page.waitForLoadState('networkidle')
      // What a home fetches once it runs (gitbook's document, its tree) shows as busy until it is in.
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 15_000 })
      await page.waitForLoadState('networkidle')
      const file = path.join(ROOT, themePicture(name))
      await page.screenshot({ path: file, type: 'jpeg', quality: QUALITY })
      console.log(`[screenshots] ${themePicture(name)}: ${(statSync(file).size / 1024).toFixed(1)} KiB`)
      await page.close()
    }
  } finally {
    await browser.close()
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  }
  const gallery = path.join(ROOT, SECTION_FILES.themes)
  writeFileSync(gallery, withMarkedSection(readFileSync(gallery, 'utf8'), 'themes', themeGallerySection(ROOT), SECTION_FILES.themes))
  console.log(`[screenshots] ${SECTION_FILES.themes} gallery rewritten`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[screenshots] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
)
