const { PHASE_PRODUCTION_BUILD } = require('next/constants')

/**
 * One id per `next build`, inherited by every build worker process: the site data is fetched once
 * and shared through `.next/cache/quire/site-<id>.json` instead of once per worker.
 */
function ensureBuildId(phase) {
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.QUIRE_BUILD_ID) {
    process.env.QUIRE_BUILD_ID = `${Date.now().toString(36)}-${process.pid}`
  }
}

/**
 * `ja-JP:<id>` entries of NOTION_PAGE_ID (lib/i18n/locale-workspaces.ts reads the whole value and
 * stops the build naming a bad entry; a test holds the two to the same languages).
 */
const LOCALE_ENTRY = /^([a-z]{2,3}(?:-[a-z0-9]{2,8})*)\s*:/i

/**
 * Multi-language sites (docs/behaviour.md §4): with one workspace per language every route also exists under
 * `/{locale}`, which Next's i18n routing gives every page and link. One workspace sets no i18n at
 * all, so a one-language site builds each page once, at the URLs it always had. The default site's
 * locale is a routing id, `default` (DEFAULT_SITE_LOCALE); the browser-language redirect is Quire's
 * own (REDIRECT_LANG), so Next's detection is off.
 */
function i18nOf(env) {
  const locales = (env.NOTION_PAGE_ID || '').split(',').flatMap((entry) => {
    const match = LOCALE_ENTRY.exec(entry.trim())
    return match ? [match[1]] : []
  })
  if (locales.length === 0) return undefined
  return { locales: ['default', ...locales], defaultLocale: 'default', localeDetection: false }
}

/**
 * `BASE_PATH`: the site served under a sub-path (a GitHub Pages project site, `/<repo>`), or '' at
 * the host's root. Every link, asset, page-data request, feed and sitemap URL carries it.
 */
function basePathOf(env) {
  const raw = (env.BASE_PATH || '').trim()
  if (raw === '' || raw === '/') return ''
  const value = raw.replace(/\/+$/, '')
  if (!/^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(value)) {
    throw new Error(`BASE_PATH must be a path like /my-blog (letters, digits, '.', '_', '~', '-' between slashes), got ${JSON.stringify(raw)}`)
  }
  return value
}

/**
 * `npm run export` (scripts/build/export.ts) sets QUIRE_EXPORT=1: Next writes every page as files in
 * `out/` for a static host. A page file ending in `.ts` (the API, feeds, sitemap, robots, social
 * cards) answers at request time and is left out of an export, which writes those files itself.
 * Directories with an index.html serve `/post` and `/post/` alike on every static host.
 */
function exportOf(env) {
  if (env.QUIRE_EXPORT !== '1') return {}
  return { output: 'export', trailingSlash: true, pageExtensions: ['tsx'] }
}

/**
 * QUIRE_STANDALONE=1: Next's standalone server (`<distDir>/standalone/server.js` with the node_modules
 * it needs), which scripts/deploy/assemble-standalone.sh turns into a folder the Dockerfile runs.
 * The default build is left as it is: `npm run start`, the bench and the tests use it.
 */
function standaloneOf(env, distDir) {
  if (env.QUIRE_STANDALONE !== '1') return undefined
  return {
    output: 'standalone',
    // The project itself, not a folder above it where a stray lockfile was found: server.js is then
    // at the top of the standalone folder.
    outputFileTracingRoot: __dirname,
    // The server names its own folder in /api/health (its BUILD_ID), whatever it was built into.
    env: { QUIRE_DIST_DIR: distDir },
    // Tracing follows the cache folder's path and would ship the build machine's page cache and
    // the time of its last sync: a server starts with a cache of its own.
    outputFileTracingExcludes: { '/**': ['./.next/cache/**'] }
  }
}

/**
 * The security headers of every response (issue 37), defined once in lib/server/security-headers.json:
 * `next start` and the container's standalone server send them from here; a static export writes
 * them into out/_headers instead (Next sends no headers of an export).
 */
function securityHeadersOf(exporting) {
  if (exporting.output) return {}
  const { headers } = require('./lib/server/security-headers.json')
  return { headers: async () => [{ source: '/:path*', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }] }
}

/** @type {(phase: string) => import('next').NextConfig} */
module.exports = (phase) => {
  ensureBuildId(phase)
  const i18n = i18nOf(process.env)
  const basePath = basePathOf(process.env)
  const exporting = exportOf(process.env)
  // The test command builds a second copy with optional features switched on (scripts/test.mjs).
  const distDir = process.env.QUIRE_DIST_DIR || '.next'
  const { env: standaloneEnv, ...standalone } = standaloneOf(process.env, distDir) ?? {}
  if (exporting.output && standalone.output) throw new Error('QUIRE_EXPORT and QUIRE_STANDALONE are two different builds: set one of them')
  return {
    ...(i18n && { i18n }),
    ...exporting,
    ...standalone,
    ...(basePath && { basePath }),
    ...securityHeadersOf(exporting),
    // Read by the browser's code: the links and requests it builds itself, and what a static site lacks.
    env: { NEXT_PUBLIC_BASE_PATH: basePath, NEXT_PUBLIC_STATIC_EXPORT: exporting.output ? '1' : '', ...standaloneEnv },
    distDir,
    reactStrictMode: true,
    poweredByHeader: false,
    // What keeps a cold build of a thousand posts within the bench's budgets (90 s, 1 GiB, 110 MiB;
    // docs/performance.md). `npm test` and `npm run typecheck` check the types; a deploy rebuilding
    // for new content checked the same unchanged code again, 30 s of a 2-core build.
    typescript: { ignoreBuildErrors: true },
    experimental: {
      // Tailwind's PostCSS step runs in threads of the build process rather than in two child
      // processes that stayed alive, idle, through the whole build (190 MB at its peak).
      turbopackPluginRuntimeStrategy: 'workerThreads',
      // The compiler's cache on disk made a rebuild compile in seconds, but the build held its
      // memory (850 MB) until the cache was written, while the pages were already being rendered.
      turbopackFileSystemCacheForBuild: false,
      // No source maps of the server's code in a production build: 14 MB of its output. `next dev` keeps them.
      turbopackSourceMaps: phase !== PHASE_PRODUCTION_BUILD,
      // A chunk group's code in fewer, larger chunks: with Turbopack's default (50 kB of unminified
      // code) a theme's chunk was cut in two halves whose gzip each started from nothing, about 1.3 kB
      // more to load than the same code in one chunk. At 250 kB every page loads less: list routes
      // 124.8 -> 123.7 kB by Next's count, gitbook's post 150.3 -> 147.8, hexo's 150.4 -> 148.0,
      // medium's 148.6 -> 146.2 (bench --only sizes, docs/performance.md).
      turbopackChunking: { minChunkSize: 250_000 }
    },
    images: { unoptimized: true },
    // Read from disk at request time: the demo snapshot (ISR), and the fonts social cards are drawn
    // with (lib/seo/card-fonts.ts reads them by name, which tracing cannot follow).
    outputFileTracingIncludes: {
      '/**': [
        './scripts/demo/snapshot/**',
        './node_modules/@fontsource/noto-sans/files/*-700-normal.woff',
        './node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-[0-9]*-700-normal.woff'
      ]
    }
  }
}

module.exports.i18nOf = i18nOf
module.exports.basePathOf = basePathOf
