/**
 * Which scripts a page loads, largest first, gzip bytes each: what `measure-loaded-js` sums, spelled
 * out, for finding what pushed a page over its budget.
 *
 *   npx tsx scripts/bench/list-loaded-js.ts http://127.0.0.1:3000/article/measuring-page-weight
 */
import { gzipSync } from 'node:zlib'
import { launchChromium } from './launch-chromium'

async function main(): Promise<void> {
  const url = process.argv[2]
  if (!url) throw new Error('usage: list-loaded-js.ts <url of a running site page>')
  const browser = await launchChromium()
  try {
    const tab = await (await browser.newContext()).newPage()
    const sizes = new Map<string, Promise<number>>()
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || sizes.has(response.url())) return
      sizes.set(response.url(), response.body().then((body) => gzipSync(body).length))
    })
    await tab.goto(url)
    await tab.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 120_000 })
    await tab.waitForLoadState('networkidle')
    await tab.waitForTimeout(1500)
    const rows = await Promise.all([...sizes].map(async ([script, size]) => ({ script: new URL(script).pathname, bytes: await size })))
    rows.sort((a, b) => b.bytes - a.bytes)
    for (const row of rows) console.log(`${(row.bytes / 1000).toFixed(1).padStart(7)} kB  ${row.script}`)
    console.log(`${(rows.reduce((sum, row) => sum + row.bytes, 0) / 1000).toFixed(1).padStart(7)} kB  in ${rows.length} scripts`)
  } finally {
    await browser.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
