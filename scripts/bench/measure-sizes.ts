import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export interface RouteSize {
  route: string
  /** gzip bytes of the route's first-load chunks, from `.next/diagnostics/route-bundle-stats.json`. */
  routeJsGzip: number
}

export interface PageSize {
  /** The site path (`/`, `/article/x`). */
  page: string
  /** Bytes of the page's data (`__NEXT_DATA__` props, as `.next/server/pages/<page>.json`). */
  dataBytes: number
}

const gzipCache = new Map<string, number>()

function gzipBytes(file: string): number {
  let size = gzipCache.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(file)).length
    gzipCache.set(file, size)
  }
  return size
}

/** Per route, the gzip size of its first-load chunks as Next lists them. */
export function routeSizes(siteDir: string): RouteSize[] {
  const file = path.join(siteDir, '.next', 'diagnostics', 'route-bundle-stats.json')
  const stats = JSON.parse(readFileSync(file, 'utf8')) as Array<{ route: string; firstLoadChunkPaths: string[] }>
  return stats
    .map((entry) => ({ route: entry.route, routeJsGzip: entry.firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipBytes(path.join(siteDir, chunk)), 0) }))
    .sort((a, b) => a.route.localeCompare(b.route))
}

/** The prerendered HTML and data of one page, in `.next/server/pages`. */
function pageFiles(siteDir: string, page: string): { html: string; json: string } {
  const base = path.join(siteDir, '.next', 'server', 'pages', page === '/' ? 'index' : page.replace(/^\//, ''))
  return { html: `${base}.html`, json: `${base}.json` }
}

/** The size of one prerendered page's data; null when the page was not built. (Its script is measured in Chromium: measure-loaded-js.) */
export function pageSize(siteDir: string, page: string): PageSize | null {
  const { html, json } = pageFiles(siteDir, page)
  if (!existsSync(html)) return null
  return { page, dataBytes: existsSync(json) ? statSync(json).size : 0 }
}

/** The largest page-data file of the build, and its page. */
export function largestPageData(siteDir: string): { page: string; bytes: number } {
  const root = path.join(siteDir, '.next', 'server', 'pages')
  let largest = { page: '', bytes: 0 }
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith('.json') && !entry.name.endsWith('.nft.json')) {
        const bytes = statSync(full).size
        if (bytes > largest.bytes) largest = { page: `/${path.relative(root, full).slice(0, -'.json'.length)}`, bytes }
      }
    }
  }
  walk(root)
  return largest
}
