import { chromium } from 'playwright-core'
import { gzipSync } from 'node:zlib'
const [,, path] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage()
const rows = []
page.on('response', async (r) => { if (r.request().resourceType() === 'script') { try { rows.push([r.url().replace(/^.*\/_next\/static\//, ''), gzipSync(await r.body()).length]) } catch {} } })
await page.goto('http://127.0.0.1:3132' + path, { waitUntil: 'networkidle' })
await page.waitForTimeout(1500)
let total = 0
for (const [u, n] of rows) { total += n; console.log((n/1024).toFixed(1).padStart(6), u) }
console.log('total', (total/1024).toFixed(1))
await browser.close()
