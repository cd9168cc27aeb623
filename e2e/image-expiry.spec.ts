import { expect, test } from '@playwright/test'
import imagesBuild from './images-build.json'
import { fileIdOf } from '@/scripts/notion-server/hosted-files'
import { scrollToEnd } from '@/scripts/scroll-to-end'

/**
 * Images that never expire (IMAGE_MIRROR). The site was built from the Notion test server hosting
 * every image as Notion does: behind signed URLs that stop working after a few seconds. The server
 * answering now is another process, whose signatures are not the build's, so every address the build
 * was handed is dead. Every image a visitor sees must still load, from the site itself.
 */
const NOTION_SERVER = `http://127.0.0.1:${imagesBuild.notionServerPort}`

/** Pages with images of every kind: list covers, a post's cover, and the every-block post's image, gallery and bookmark blocks. */
const PAGES = ['/', '/?theme=heo', '/?theme=nobelium', '/article/welcome-to-quire', '/article/every-block', '/article/every-block?theme=heo']

test('the test server’s signed file addresses stop working, as Notion’s do', async ({ request }) => {
  const url = 'attachment:' + fileIdOf('/demo/images/desk.svg') + ':desk.svg'
  const answer = await request.post(`${NOTION_SERVER}/api/v3/getSignedFileUrls`, { data: { urls: [{ url, permissionRecord: { table: 'block', id: 'x' } }] } })
  const [signed] = ((await answer.json()) as { signedUrls: string[] }).signedUrls
  expect(signed).toContain('X-Amz-Signature=')
  expect((await request.get(signed!)).status()).toBe(200)
  await new Promise((resolve) => setTimeout(resolve, (imagesBuild.fileExpirySeconds + 1) * 1000))
  expect((await request.get(signed!)).status()).toBe(403)
})

for (const path of PAGES) {
  test(`every image of ${path} loads from the site after every signature expired`, async ({ page }) => {
    const failed: string[] = []
    const kept: string[] = []
    // Images, and anything asked of Notion; not every request: the PDF block's viewer may start the
    // document's download and cancel it (seen once in CI: aborted, then fetched again), which is no image.
    page.on('requestfailed', (req) => {
      if (req.resourceType() === 'image' || req.url().startsWith(NOTION_SERVER)) failed.push(`${req.url()} (${req.failure()?.errorText})`)
    })
    page.on('response', (response) => {
      const url = response.url()
      if (url.includes('/api/img/')) {
        kept.push(url)
        if (response.status() !== 200) failed.push(`${url} (${response.status()})`)
        else expect(response.headers()['cache-control']).toContain('immutable')
      }
    })
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await scrollToEnd(page, { pauseMs: 50 })
    const origin = new URL(page.url()).origin
    const images = await page.evaluate(() =>
      [...document.querySelectorAll('img')]
        .filter((img) => img.currentSrc && !img.currentSrc.startsWith('data:') && !img.classList.contains('lazy-image-preview'))
        .map((img) => ({ src: img.currentSrc, loaded: img.complete && img.naturalWidth > 0 }))
    )
    // Images of other sites that Notion does not host (a video's poster on YouTube) cannot load
    // offline and are not the site's to keep; every other image is the site's own.
    const ours = images.filter((image) => new URL(image.src).origin === origin)
    expect(ours.length).toBeGreaterThan(0)
    expect(ours.filter((image) => !image.loaded)).toEqual([])
    // Nothing is asked of Notion (the test server) or its image service by the browser.
    expect(images.filter((image) => image.src.startsWith(NOTION_SERVER) || image.src.includes('notion.so') || image.src.includes('amazonaws'))).toEqual([])
    expect(failed.filter((url) => url.startsWith(origin) || url.startsWith(NOTION_SERVER))).toEqual([])
    if (path !== '/') expect(kept.length).toBeGreaterThan(0)
  })
}

test('a zoomed image opens the kept copy at the zoom width', async ({ page }) => {
  await page.goto('/article/every-block')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const image = page.locator('.notion-asset-wrapper-image img[src*="/api/img/"]:not(.lazy-image-preview)').first()
  await image.scrollIntoViewIfNeeded()
  await expect(image).toHaveAttribute('src', /\/api\/img\/[\da-f]{16}-800\.webp$/)
  const zoomed = page.waitForResponse((response) => /\/api\/img\/[\da-f]{16}-1200\.webp$/.test(response.url()))
  await image.click()
  expect((await zoomed).status()).toBe(200)
})

test("a list's covers show the kept copy's blurred preview until they load", async ({ page }) => {
  await page.goto('/?theme=heo')
  // The cover: the card's picture linked out of the tab order (the title's icon is a kept image too).
  const cover = page.locator('article a[tabindex="-1"] img[src*="/api/img/"]').first()
  await expect(cover).toHaveAttribute('src', /\/api\/img\/[\da-f]{16}-800\.webp$/)
  expect(await cover.evaluate((img) => (img as HTMLImageElement).style.backgroundImage)).toMatch(/^url\("data:image\/webp;base64,/)
})
