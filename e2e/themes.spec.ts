import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { THEME_NAMES } from '@/themes/manifests'
import { layoutShiftSince, readLayoutShifts, watchLayoutShifts } from '@/scripts/layout-shift'
import { scrollToEnd } from '@/scripts/scroll-to-end'
import { topBarProblems } from './top-bar'

/**
 * The acceptance harness every theme passes (shared/themes/README.md): it runs over the theme
 * registry, so a theme is covered the moment it is named in themes/manifests.ts.
 *
 * For each theme:
 * - every route of docs/behaviour.md §2 answers as it should with the theme's own root drawn, shows what it
 *   must (the lists posts, the post its body, the locked post its form), with no page or console
 *   error and nothing the full Content-Security-Policy (sent report-only) would block, and does
 *   not scroll sideways, in light and dark at 1280 and 390 px. Each route is loaded once, at 1280 px
 *   in light mode; the other three looks are reached in the same page by narrowing the window and
 *   swapping the colour-scheme class, which is all they change (the first paint of
 *   a stored or requested mode is tested in visitor.spec.ts). A load per look would make the suite
 *   four times as long for 18 themes.
 * - in each of the four looks, loaded as a visitor arrives (`?mode=`, a phone-sized window): the
 *   locked post opens on the right password only, the theme's own search input leads to
 *   /search/{text}, its dark-mode control flips the class and its to-top control scrolls to the top;
 *   at 390 px its phone menu, opened, is opaque over the page.
 * - axe on home, a plain post, the every-block post (every kind of block) and the archive, light and dark, each loaded in its mode.
 * - nothing waits for a scroll to be seen: on a phone-sized home, every post linked below the fold
 *   is fully opaque before the reader scrolls (a card that fades in is late on a slow phone).
 * - the every-block post at 1280, 1024 and 390 px, light and dark: every block of the body lies
 *   inside its column, tables and databases scroll sideways inside it, and no visible text is the
 *   address of a picture (an icon printed as its path).
 * - no layout shift: the every-block post, each loaded fresh in light and
 *   dark at 1280 and 390 px and read to its end, shift by at most 0.1 (CLS as Chromium sums it,
 *   scripts/layout-shift.ts) from the first frame the theme is drawn. The bench's cls rows measure
 *   each theme built as the site's theme, from navigation.
 */

interface Route {
  path: string
  status: number
  /** What must show: checked once the theme has drawn the page. */
  check: (page: Page, theme: string) => Promise<void>
}

const FIRST_LOCKED_LINE = 'If you are reading this, you typed the password.'
/** The first match a visitor can see and reach: displayed, and not inside a closed (inert) menu. */
const visible = (locator: Locator) => locator.filter({ visible: true }).and(locator.page().locator(':not([inert], [inert] *)')).first()
const hasPostLinks = async (page: Page) => expect(visible(page.locator('a[href*="/article/"]'))).toBeVisible()
/** Homes that are a product page and lead to the blog's own pages instead of listing posts (landing, as its reference; LANDING_HOME_BLOG off). */
const HOMES_LEADING_TO_THE_BLOG: readonly string[] = ['landing']

const ROUTES: Route[] = [
  { path: '/', status: 200, check: (page, theme) => (HOMES_LEADING_TO_THE_BLOG.includes(theme) ? expect(visible(page.locator('main a[href^="/archive"]'))).toBeVisible() : hasPostLinks(page)) },
  { path: '/page/2', status: 200, check: hasPostLinks },
  { path: '/archive', status: 200, check: (page) => expect(visible(page.locator('main a[href^="/article/every-block"]'))).toBeVisible() },
  { path: '/category', status: 200, check: (page) => expect(visible(page.locator('main a[href^="/category/Guides"]'))).toBeVisible() },
  { path: '/category/Guides', status: 200, check: hasPostLinks },
  { path: '/tag', status: 200, check: (page) => expect(visible(page.locator('main a[href^="/tag/Notion"]'))).toBeVisible() },
  { path: '/tag/Notion', status: 200, check: hasPostLinks },
  { path: '/search', status: 200, check: (page) => expect(visible(page.locator('input[type="search"]'))).toBeVisible() },
  { path: '/search/notion', status: 200, check: hasPostLinks },
  { path: '/article/measuring-page-weight', status: 200, check: (page) => expect(visible(page.getByRole('heading', { level: 1, name: /Measuring page weight/i }))).toBeVisible() },
  { path: '/article/every-block', status: 200, check: (page) => expect(visible(page.getByText('This page is a specimen sheet', { exact: false }))).toBeVisible() },
  { path: '/article/a-locked-letter', status: 200, check: (page) => expect(visible(page.getByLabel('Please Enter the password:'))).toBeVisible() },
  { path: '/about', status: 200, check: (page) => expect(visible(page.getByRole('heading', { level: 1, name: /About/ }))).toBeVisible() },
  { path: '/no-such-post', status: 404, check: (page) => expect(visible(page.getByText('404 Not found.'))).toBeVisible() },
  { path: '/signin', status: 200, check: (page) => expect(visible(page.locator('input[type="email"]'))).toBeVisible() },
  { path: '/signup', status: 200, check: (page) => expect(visible(page.locator('input[type="email"]'))).toBeVisible() }
]

const MODES = ['light', 'dark'] as const
const WIDTHS = [390, 1280] as const
/** The route walk also reads each page at 1,024 px, a small laptop, where a header's menu runs out of room first. */
const ROUTE_WIDTHS = [1280, 1024, 390] as const
/** The every-block post is also read at 1,024 px, a small laptop, where sidebars start to squeeze the column. */
const POST_WIDTHS = [1280, 1024, 390] as const

function address(path: string, theme: string, mode: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}theme=${theme}&mode=${mode}`
}

/** Every error the page reports, as it happens: uncaught exceptions and console errors. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  page.on('console', (message) => {
    const text = message.text()
    // The full policy is sent report-only (docs/security-headers.md): Chromium reports what it
    // would block at the info level, so a theme that would break under it is caught here.
    if (/violates the following Content Security Policy directive/.test(text)) errors.push(`${page.url()}: ${text}`)
    if (message.type() !== 'error') return
    // Requests to other hosts are cut off by `offline` (no network here); a visitor's would load.
    if (/^Failed to load resource: net::ERR_FAILED/.test(text) && !/^http:\/\/127\.0\.0\.1[:/]/.test(message.location().url)) return
    // A 404 page's own status is the route under test, not an error of the page.
    if (/Failed to load resource: the server responded with a status of 404/.test(text) && /no-such-post/.test(page.url())) return
    errors.push(`${page.url()}: ${text}`)
  })
  return errors
}

/** Nothing leaves the machine: third-party scripts would wait on DNS here. */
async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
}

/**
 * A theme named in the address is drawn once its chunks are in, and only whole: on the every-block
 * post that includes the code, maths, database and PDF parts, which take seconds on a busy machine.
 */
const THEME_DRAWN_MS = 30_000

async function open(page: Page, path: string, theme: string, mode: string) {
  const response = await page.goto(address(path, theme, mode))
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: THEME_DRAWN_MS })
  await expect(page.locator(`[data-theme="${theme}"]`).first()).toBeVisible({ timeout: THEME_DRAWN_MS })
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`))
  // The header's links stay where they are from here: a fitted row has measured which go into More.
  await expect(page.locator('[data-fit-row="pending"]')).toHaveCount(0)
  return response
}

/** Elements that stick out past the right edge of the window, for the failure message. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return []
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 1 && getComputedStyle(element).position !== 'fixed')
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 80)} (right ${Math.round(element.getBoundingClientRect().right)} > ${width})`)
  })
}

/**
 * What leaves the post body's column (issue 35): the column is the content box of the body's
 * Notion frame (`#article-body .notion`); every top-level block (seen through wrappers that draw
 * no box, `display: contents`) must lie inside it, with 1 px for rounding. Tables and databases
 * must too, and when their columns are wider they scroll sideways inside their own box, their
 * first column where the text starts (react-notion-x pads a view by half the window's spare width).
 */
async function bodyOutsideColumn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const body = document.querySelector('#article-body .notion')
    if (!body) return ['no post body (#article-body .notion)']
    const frame = getComputedStyle(body)
    const bounds = body.getBoundingClientRect()
    const left = bounds.left + parseFloat(frame.borderLeftWidth) + parseFloat(frame.paddingLeft)
    const right = bounds.right - parseFloat(frame.borderRightWidth) - parseFloat(frame.paddingRight)
    const name = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}`
    const problems: string[] = []
    const mustFit = (element: Element) => {
      const box = element.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) return
      if (box.left < left - 1 || box.right > right + 1) {
        problems.push(`${name(element)} spans ${Math.round(box.left)}..${Math.round(box.right)} px, the column ${Math.round(left)}..${Math.round(right)}`)
      }
    }
    const blocks = (parent: Element): Element[] =>
      [...parent.children].flatMap((child) => (getComputedStyle(child).display === 'contents' ? blocks(child) : [child]))
    const island = body.querySelector('[data-notion-island]')
    const root = island?.querySelector(':scope > .notion-sync-block') ?? island
    if (!root) return ['no blocks in the post body']
    for (const block of blocks(root)) mustFit(block)
    for (const scroller of body.querySelectorAll('.notion-table, .notion-board, .notion-simple-table')) {
      mustFit(scroller)
      if (scroller.scrollWidth > scroller.clientWidth + 1 && !/auto|scroll/.test(getComputedStyle(scroller).overflowX)) {
        problems.push(`${name(scroller)} holds ${scroller.scrollWidth} px in ${scroller.clientWidth} px and does not scroll sideways`)
      }
      const first = scroller.querySelector('.notion-table-th, .notion-board-th')
      if (!first) continue
      scroller.scrollLeft = 0
      const offset = first.getBoundingClientRect().left - (scroller.getBoundingClientRect().left + scroller.clientLeft)
      if (offset > 1) problems.push(`${name(scroller)} starts its first column ${Math.round(offset)} px inside its box`)
    }
    return problems
  })
}

/**
 * Visible text that is the address of a picture, printed where the picture should be (issue 35: a
 * callout whose icon is `/demo/icons/lamp.svg` showed the path): a text node that is, whole, a
 * URL or site path ending in an image extension (a query or fragment may follow), a path through
 * an `icons/` folder, or a `data:image/` URL. Code (`code`, `pre`) may show any address on purpose.
 */
async function picturesShownAsText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A site path, or an absolute or protocol-relative URL: one word.
    const address = /^(?:(?:https?:)?\/\/[^\s/]+)?\/\S+$/i
    const picture = /\.(?:svg|png|jpe?g|gif|webp|avif|ico|bmp)(?:[?#]\S*)?$|\/icons\/\S+$/i
    const isPictureAddress = (text: string) => (address.test(text) && picture.test(text)) || /^data:image\/\S+$/i.test(text)
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      const parent = node.parentElement
      if (!text || !isPictureAddress(text) || !parent || parent.closest('code, pre, script, style, template')) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const shown = [...range.getClientRects()].some((rect) => rect.width > 0 && rect.height > 0) && parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      if (shown) found.push(`"${text.slice(0, 80)}" in ${parent.tagName.toLowerCase()}.${[...parent.classList].slice(0, 2).join('.')}`)
    }
    return found
  })
}

/**
 * A control the theme may keep behind its phone menu: the visible one, else the one that shows
 * once the menu (a button named Menu) is opened. A control that appears a moment after the scroll
 * that calls it (a floating strip whose code arrives with it) is waited for, as a reader would.
 */
async function reach(page: Page, control: Locator): Promise<Locator> {
  const shown = await visible(control)
    .first()
    .waitFor({ state: 'visible', timeout: 3000 })
    .then(
      () => true,
      () => false
    )
  if (shown) return visible(control)
  // A phone's menu button, or the More drop-down that holds the links a narrow header cannot fit.
  const menu = visible(page.getByRole('button', { name: /^Menu$/ }))
  const more = visible(page.getByRole('button', { name: /^More\b/ }))
  if (await menu.isVisible()) await menu.click()
  else if (await more.isVisible()) await more.click()
  await expect(visible(control)).toBeVisible()
  return visible(control)
}

async function checkLock(page: Page, theme: string, mode: string) {
  await open(page, '/article/a-locked-letter', theme, mode)
  const field = visible(page.getByLabel('Please Enter the password:'))
  await field.fill('not-the-password')
  await field.press('Enter')
  await expect(visible(page.locator('form').getByRole('alert'))).toHaveText('Password Error!')
  await expect(page.getByText(FIRST_LOCKED_LINE)).toHaveCount(0)
  await field.fill('quire-demo')
  await field.press('Enter')
  await expect(visible(page.getByText(FIRST_LOCKED_LINE))).toBeVisible()
}

async function checkSearch(page: Page, theme: string, mode: string) {
  await open(page, '/', theme, mode)
  const box = page.locator('input[type="search"]')
  if (!(await visible(box).isVisible())) {
    const trigger = page.getByRole('button', { name: /^(Search|Open search)$/ }).or(page.getByRole('link', { name: /^Search$/ }))
    await (await reach(page, trigger)).click()
  }
  const input = visible(box)
  await input.fill('typography')
  await input.press('Enter')
  await expect(page).toHaveURL(/\/search\/typography/)
  await expect(visible(page.locator('a[href*="/article/"]'))).toBeVisible()
}

async function checkDarkMode(page: Page, theme: string, mode: string) {
  await open(page, '/', theme, mode)
  const toggle = await reach(page, page.getByRole('button', { name: /^(Dark mode|Light mode)$/ }))
  await toggle.click()
  const flipped = mode === 'dark' ? 'light' : 'dark'
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${flipped}\\b`))
  await expect(page.locator('html')).not.toHaveClass(new RegExp(`\\b${mode}\\b`))
}

async function checkToTop(page: Page, theme: string, mode: string) {
  await open(page, '/article/measuring-page-weight', theme, mode)
  // At once, as a reader who has reached the end: the page scrolls smoothly, which a late layout can cut short.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
        return window.scrollY
      })
    )
    .toBeGreaterThan(200)
  const button = await reach(page, page.getByRole('button', { name: /^Back to top$/ }))
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(2)
}

/**
 * The phone menu, opened, hides what lies under it: from the panel the Menu button opens up to
 * the page, the first element with a background has an opaque one (a theme without a Menu button
 * at this width has nothing to check).
 */
async function checkPhoneMenu(page: Page, theme: string, mode: string) {
  await open(page, '/', theme, mode)
  const menu = visible(page.getByRole('button', { name: /^Menu$/ }))
  if (!(await menu.isVisible())) return
  await menu.click()
  const backdrop = () =>
    page.evaluate(() => {
      const alphaOf = (colour: string): number => {
        if (colour === 'transparent') return 0
        const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(colour)
        if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1)
        const rgba = /^rgba\(([^)]+)\)$/.exec(colour)
        return rgba ? Number(rgba[1]!.split(',')[3]) : 1
      }
      const button = [...document.querySelectorAll('button[aria-expanded="true"]')].find((element) => element.getAttribute('aria-label') === 'Menu')
      const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '') ?? document.querySelector('[role="dialog"]')
      if (!panel) return 'no panel: the Menu button names none (aria-controls) and no dialog is open'
      for (let element: Element | null = panel.querySelector('a') ?? panel; element; element = element.parentElement) {
        const alpha = alphaOf(getComputedStyle(element).backgroundColor)
        if (alpha > 0) return alpha >= 0.999 ? 'opaque' : `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} at alpha ${alpha}`
      }
      return 'no background under the menu'
    })
  await expect.poll(backdrop, { message: 'the open phone menu lets the page show through' }).toBe('opaque')
}

/**
 * Sidebar widgets the page's own scroll cannot bring whole into view (issue 35): a sidebar is a
 * visible `aside` or complementary landmark outside the post body; its widgets are its children
 * with a box (through single wrappers). The window is scrolled top to bottom in half-window steps;
 * at each step the part of a widget a visitor sees is its box cut by the window and by every
 * ancestor that clips (overflow other than visible). A widget passes when those parts together
 * cover it: one cut by a nested scroll box, or below the end of a fixed column, never is.
 */
async function unreachableSidebarWidgets(page: Page): Promise<{ sidebars: number; problems: string[] }> {
  return page.evaluate(() => {
    const drawn = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('[inert]')
    }
    // A side column that is no landmark of its own (game's brand and menu column is the page's header) says so with data-sidebar.
    const SIDEBAR = 'aside, [role="complementary"], [data-sidebar]'
    const sidebars = [...document.querySelectorAll(SIDEBAR)].filter(
      (element) => drawn(element) && !element.closest('#article-body') && !element.parentElement?.closest(SIDEBAR)
    )
    const widgetsOf = (sidebar: Element): Element[] => {
      let children = [...sidebar.children].filter(drawn)
      // A lone wrapper (a sticky or flex column) is not a widget: its children are.
      for (let [only] = children; children.length === 1 && only && only.children.length > 1; [only] = children) children = [...only.children].filter(drawn)
      return children
    }
    const name = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.querySelector('h2, h3, [role="tablist"], nav')?.textContent ?? ''
      return `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')} "${label.trim().slice(0, 30)}"`
    }
    const widgets = sidebars.flatMap((sidebar) => widgetsOf(sidebar).map((element) => ({ element, seen: [] as [number, number][] })))
    const clippers = (element: Element): Element[] => {
      const found: Element[] = []
      for (let node = element.parentElement; node && node !== document.documentElement && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowY !== 'visible' || getComputedStyle(node).overflowX !== 'visible') found.push(node)
      }
      return found
    }
    const lastTop = Math.max(0, document.documentElement.scrollHeight - window.innerHeight)
    const step = Math.max(1, Math.floor(window.innerHeight / 2))
    for (let top = 0; ; top = Math.min(lastTop, top + step)) {
      window.scrollTo({ top, behavior: 'instant' })
      for (const widget of widgets) {
        const box = widget.element.getBoundingClientRect()
        let from = Math.max(box.top, 0)
        let to = Math.min(box.bottom, window.innerHeight)
        for (const clipper of clippers(widget.element)) {
          const clip = clipper.getBoundingClientRect()
          from = Math.max(from, clip.top)
          to = Math.min(to, clip.bottom)
        }
        if (to > from) widget.seen.push([from - box.top, to - box.top])
      }
      if (top >= lastTop) break
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    const problems: string[] = []
    for (const { element, seen } of widgets) {
      const height = element.getBoundingClientRect().height
      // How far down the widget the parts seen reach without a gap.
      let reached = 0
      for (const [from, to] of seen.sort((a, b) => a[0] - b[0])) if (from <= reached + 1) reached = Math.max(reached, to)
      if (reached < height - 1) problems.push(`${name(element)}: ${Math.round(reached)} of its ${Math.round(height)} px can be scrolled into view`)
    }
    return { sidebars: sidebars.length, problems }
  })
}

/**
 * Issue 35, no layout shift: the pages whose CLS is held to the budget (Google's "good"), from the
 * first frame the theme is drawn to the end of the page read through, on a fresh load each.
 */
// The post with every block and a plain post: a previewed home (?theme=) of gitbook or nav fetches
// its data after the theme is drawn, a shift the configured theme does not have; the bench's cls
// rows measure every home as configured.
const SHIFT_PAGES = ['/article/every-block', '/article/measuring-page-weight'] as const
/** Themes whose posts still shift past the budget, and by how much (none left: game's wall of every game now keeps its room). */
const SHIFT_OPEN: Readonly<Record<string, string>> = {}
const SHIFT_BUDGET = 0.1
const SHIFT_SETTLE_MS = 1000
/** A page that keeps fetching (a video's ranges) is measured after this much of it. */
const SHIFT_IDLE_MS = 10_000

/** Swaps the colour scheme as the dark-mode control does: the class on <html>. */
async function paintMode(page: Page, mode: (typeof MODES)[number]) {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark)
    document.documentElement.classList.toggle('light', !dark)
  }, mode === 'dark')
}

for (const theme of THEME_NAMES) {
  test.describe(`theme ${theme}`, () => {
    test('every route, light and dark, 1280, 1024 and 390 px', async ({ page }) => {
      test.setTimeout(240_000)
      await offline(page)
      const errors = collectErrors(page)
      for (const route of ROUTES) {
        await test.step(route.path, async () => {
          await page.setViewportSize({ width: WIDTHS[1], height: 800 })
          const response = await open(page, route.path, theme, 'light')
          expect(response?.status(), `${route.path} status`).toBe(route.status)
          // The server HTML holds the page in reading order: no part moved to a hidden element a script reveals.
          expect(await response?.text(), `${route.path} outlines a Suspense boundary`).not.toMatch(/<div hidden id="S:\d+">/)
          for (const width of ROUTE_WIDTHS) {
            await page.setViewportSize({ width, height: 800 })
            for (const mode of MODES) {
              await paintMode(page, mode)
              await route.check(page, theme)
              expect(await overflow(page), `${route.path} scrolls sideways at ${width} px, ${mode}`).toEqual([])
              // Polled: a header moves the links that no longer fit into its More menu once the resize reaches it.
              await expect
                .poll(() => topBarProblems(page), { message: `${route.path} at ${width} px, ${mode}: the top bar does not fit`, timeout: 3000 })
                .toEqual([])
            }
          }
        })
      }
      expect(errors).toEqual([])
    })

    test('the every-block post, light and dark, 1280, 1024 and 390 px: the body stays in its column, icons are pictures', async ({ page }) => {
      test.setTimeout(120_000)
      await offline(page)
      await page.setViewportSize({ width: 1280, height: 800 })
      await open(page, '/article/every-block', theme, 'light')
      // The database part arrives in its own chunk: its table is what this checks.
      await expect(page.locator('#article-body .notion-table').first()).toBeVisible({ timeout: THEME_DRAWN_MS })
      for (const width of POST_WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        for (const mode of MODES) {
          await paintMode(page, mode)
          // Soft, so a run reports both defects when both are there.
          expect.soft(await picturesShownAsText(page), `every-block at ${width} px, ${mode}: pictures shown as their address`).toEqual([])
          // Polled: react-notion-x sizes a database from the window, after the resize reaches it.
          await expect.poll(() => bodyOutsideColumn(page), { message: `every-block at ${width} px, ${mode}: blocks outside the column`, timeout: 5000 }).toEqual([])
        }
      }
    })

    for (const mode of MODES) {
      for (const width of WIDTHS) {
        test(`${mode}, ${width} px: the lock, search, dark mode, to-top and the phone menu`, async ({ page }) => {
          test.setTimeout(150_000)
          await offline(page)
          await page.setViewportSize({ width, height: 800 })
          const errors = collectErrors(page)
          await test.step('the lock', () => checkLock(page, theme, mode))
          await test.step('search from the theme', () => checkSearch(page, theme, mode))
          await test.step('dark mode control', () => checkDarkMode(page, theme, mode))
          await test.step('to top', () => checkToTop(page, theme, mode))
          if (width === 390) await test.step('the phone menu is opaque', () => checkPhoneMenu(page, theme, mode))
          expect(errors).toEqual([])
        })
      }
    }

    test('home at 390 px: the posts below the fold are drawn before any scroll, motion allowed', async ({ page }) => {
      test.setTimeout(60_000)
      await offline(page)
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      await page.setViewportSize({ width: 390, height: 800 })
      await open(page, '/', theme, 'light')
      await page.waitForLoadState('networkidle')
      // Each post linked below the fold, with how opaque its most opaque link is (its own opacity
      // times its ancestors'): a card may keep a hover overlay at 0, not the card itself.
      const faint = await page.evaluate(() => {
        const opacity = (element: Element | null): number => {
          let value = 1
          for (let node = element; node && node !== document.documentElement; node = node.parentElement) value *= Number(getComputedStyle(node).opacity)
          return value
        }
        const best = new Map<string, number>()
        for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[href*="/article/"]')) {
          const box = link.getBoundingClientRect()
          if (box.width === 0 || box.height === 0 || box.top < window.innerHeight || link.closest('[inert]')) continue
          const href = link.getAttribute('href') ?? ''
          best.set(href, Math.max(best.get(href) ?? 0, opacity(link)))
        }
        return [...best].filter(([, value]) => value < 0.99).map(([href, value]) => `${href} at opacity ${value.toFixed(2)}`)
      })
      expect(faint, 'posts hidden until scrolled to').toEqual([])
    })

    for (const path of SHIFT_PAGES) {
      test(`no layout shift: ${path} light and dark, 1280 and 390 px, read to the end`, async ({ page }) => {
        test.fixme(theme in SHIFT_OPEN, SHIFT_OPEN[theme])
        test.setTimeout(240_000)
        await offline(page)
        // From the first frame the theme is in: a previewed theme replaces the configured one the
        // server drew, and that swap is the preview's, not the theme's.
        await watchLayoutShifts(page, `[data-theme="${theme}"]`)
        const found: string[] = []
        for (const mode of MODES) {
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 })
            await open(page, path, theme, mode)
            await scrollToEnd(page, { idleTimeoutMs: SHIFT_IDLE_MS })
            // Parts drawn on idle or once seen (the last ones the scroll reached) settle.
            await page.waitForTimeout(SHIFT_SETTLE_MS)
            const { cls, sum, largest } = layoutShiftSince(await readLayoutShifts(page))
            test.info().annotations.push({ type: 'layout shift', description: `${path} at ${width} px, ${mode}: CLS ${cls.toFixed(3)} (sum ${sum.toFixed(3)})` })
            if (cls > SHIFT_BUDGET) found.push(`${path} at ${width} px, ${mode}: CLS ${cls.toFixed(3)}; largest ${largest?.value.toFixed(3)} at ${Math.round(largest?.startTime ?? 0)} ms: ${largest?.sources.join(' | ')}`)
          }
        }
        expect(found, `layout shift over ${SHIFT_BUDGET}`).toEqual([])
      })
    }

    test('sidebars: every widget can be brought whole into view by scrolling the page, 1280 and 1024 px', async ({ page }) => {
      test.setTimeout(120_000)
      await offline(page)
      const found: string[] = []
      for (const path of ['/', '/article/measuring-page-weight', '/article/every-block']) {
        await page.setViewportSize({ width: 1280, height: 800 })
        await open(page, path, theme, 'light')
        await page.waitForLoadState('networkidle')
        for (const width of [1280, 1024]) {
          await page.setViewportSize({ width, height: 800 })
          const { sidebars, problems } = await unreachableSidebarWidgets(page)
          // What was looked at, in the report: a theme whose sidebar is no landmark would pass unseen.
          test.info().annotations.push({ type: 'sidebars', description: `${path} at ${width} px: ${sidebars} sidebar(s), ${problems.length} widget(s) out of reach` })
          found.push(...problems.map((problem) => `${path} at ${width} px: ${problem}`))
        }
      }
      expect(found, 'sidebar widgets the page scroll cannot bring into view').toEqual([])
    })

    test('axe: home, a plain post, the every-block post and the archive, light and dark, with no serious or critical violation', async ({ page }) => {
      test.setTimeout(180_000)
      await offline(page)
      // Everything drawn at once: cards that fade in as they scroll would be skipped, or read mid-fade.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize({ width: 1280, height: 800 })
      const found: string[] = []
      for (const mode of MODES) {
        for (const path of ['/', '/article/measuring-page-weight', '/article/every-block', '/archive']) {
          await open(page, path, theme, mode)
          await page.waitForLoadState('networkidle')
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
          for (const violation of results.violations) {
            if (violation.impact !== 'serious' && violation.impact !== 'critical') continue
            // react-notion-x nests a sub-list as the list's own child, beside its items (<ul><li/><ul/></ul>),
            // and lets no one else draw list blocks: that one markup is upstream's, every other list is held to the rule.
            const nodes = violation.id === 'list' ? violation.nodes.filter((node) => !/^<(ul|ol)\b[^>]*\bnotion-list\b/.test(node.html)) : violation.nodes
            if (nodes.length === 0) continue
            const targets = nodes.slice(0, 3).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
            found.push(`${mode} ${path} ${violation.id} (${violation.impact}): ${targets.join(' | ')}`)
          }
        }
      }
      expect(found).toEqual([])
    })
  })
}
