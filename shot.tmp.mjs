import { chromium } from 'playwright-core'
const [,, theme, w, mode, path, ...ys] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] })
const page = await browser.newPage({ viewport: { width: Number(w), height: 800 } })
await page.goto(`http://127.0.0.1:3132${path}${path.includes('?') ? '&' : '?'}theme=${theme}&mode=${mode}`)
await page.waitForTimeout(1200)
for (const y of ys.length ? ys : ['0']) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), Number(y))
  await page.waitForTimeout(900)
  const name = `${theme}${path.replace(/[^a-z0-9]+/gi, '_')}-${w}-${mode}-${y}.png`
  await page.screenshot({ path: `/work/wt/t17-tmp/v-${name}` })
}
await browser.close()
