/**
 * The process environment: every variable Quire reads is declared here, and this is the one module
 * of lib/, components/, themes/, pages/ and conf/ that reads `process.env` (scripts/, tests and
 * next.config.js keep their own reads), but for the build-time constants named below. A reader that takes an environment (`env: Env =
 * processEnv()`) lets a test pass its own.
 *
 * Settings (the keys of blog.config.ts, conf/*.ts and each theme's config.ts) are read as
 * `NEXT_PUBLIC_<KEY>`, then `<KEY>` (lib/config/read-env-overrides.ts, through getEnvOverrides),
 * converted and checked like any other setting source (docs/configuration.md). The variables below
 * are not settings: they say where the content comes from and how the process runs.
 */

/** An environment: variable names to values. */
export type Env = Readonly<Record<string, string | undefined>>

/*
 * The variables that are not settings, and what each does (a comment, not a table: the browser loads
 * no part of this module, but a table would ride along wherever one is imported by mistake). Where each is
 * checked: the Notion source's in lib/notion/get-source.ts, IMAGE_MIRROR's in
 * lib/images/get-image-mirror.ts, SOCIAL_CARDS_AT_BUILD's in lib/seo/site-cards-by-key.ts, BASE_PATH's
 * in next.config.js.
 *
 * - NOTION_PAGE_ID: The blog database: an id or a Notion URL; several workspaces as `<id>,ja-JP:<id2>`, one per language.
 * - NOTION_TOKEN: An integration's token: read the workspace through Notion's official API.
 * - NOTION_ACCESS_TOKEN: A user's token for Notion's web API (a private workspace).
 * - NOTION_API_BASE_URL: Another server for Notion's API (a proxy, the test server).
 * - NOTION_SNAPSHOT_DIR: A recorded workspace folder to read instead of Notion (the demo).
 * - NOTION_CONCURRENCY: Requests to Notion at once.
 * - NOTION_RATE_LIMIT: Requests to Notion a second.
 * - NOTION_MAX_ATTEMPTS: Tries of a failing request to Notion.
 * - NOTION_TIMEOUT_MS: How long a request to Notion may take.
 * - IMAGE_MIRROR: on / off: keep a copy of every image (unset: on for a live workspace).
 * - SOCIAL_CARDS_AT_BUILD: How many social cards `npm run build` draws ahead.
 * - REVALIDATE_SECRET: The secret /api/revalidate asks for; unset, the route is off.
 * - QUIRE_DIST_DIR: Next's output folder (default .next).
 * - QUIRE_CACHE_DIR: Where builds keep the page cache and kept images (default .next/cache/quire).
 * - QUIRE_BUILD_ID: The build's id, shared by its workers so they fetch the site data once.
 * - NEXT_PUBLIC_STATIC_EXPORT: 1 in a build by `npm run export` (set by next.config.js).
 * - NEXT_PUBLIC_BASE_PATH: The sub-path the site is served under (from BASE_PATH, by next.config.js).
 * - NEXT_PHASE: Set by Next: 'phase-production-build' while building.
 * - NEXT_RUNTIME: Set by Next in its server code ('nodejs').
 * - NODE_ENV: Set by Next: 'production' in a build.
 */

/** The server's environment. */
export function processEnv(): Env {
  return process.env
}

/** NOTION_PAGE_ID as set (trimmed by its readers). */
export function notionPageId(env: Env = processEnv()): string | undefined {
  return env.NOTION_PAGE_ID
}

/**
 * Next's output folder: QUIRE_DIST_DIR, else `.next`. Read as written (`process.env.QUIRE_DIST_DIR`)
 * when no environment is passed: a standalone build has the folder written into its code by
 * next.config.js's `env`, which replaces only that expression, so `node server.js` needs no variable
 * (read through an Env object, the container's server looked in `.next` and found no BUILD_ID).
 */
export function distDir(env?: Env): string {
  return (env ? env.QUIRE_DIST_DIR : process.env.QUIRE_DIST_DIR) || '.next'
}

/** QUIRE_CACHE_DIR, trimmed, or undefined. */
export function cacheDirSetting(env: Env = processEnv()): string | undefined {
  return env.QUIRE_CACHE_DIR?.trim() || undefined
}

/** QUIRE_BUILD_ID, trimmed, or undefined. */
export function buildId(env: Env = processEnv()): string | undefined {
  return env.QUIRE_BUILD_ID?.trim() || undefined
}

/*
 * NEXT_PHASE and NEXT_RUNTIME are read as written (`process.env.NEXT_RUNTIME`) when no environment
 * is passed: Next writes NEXT_RUNTIME into its server bundles in place of that expression, and a
 * standalone server (`node server.js`) has no such variable at run time, so read through an Env
 * object it looked like a script: its syncs went unrecorded and /api/health never said `ok`.
 */

/** Whether this process is `next build` rendering pages. */
export function inProductionBuild(env?: Env): boolean {
  return (env ? env.NEXT_PHASE : process.env.NEXT_PHASE) === 'phase-production-build'
}

/** Whether this is Next's server code (a server, or a build's page rendering), not a script or a test. */
export function inNextServer(env?: Env): boolean {
  return Boolean(env ? env.NEXT_RUNTIME : process.env.NEXT_RUNTIME)
}

/** Whether this is Next's Node.js server runtime. */
export function inNodeServer(env?: Env): boolean {
  return (env ? env.NEXT_RUNTIME : process.env.NEXT_RUNTIME) === 'nodejs'
}

/** REVALIDATE_SECRET, trimmed, or undefined. */
export function revalidateSecret(env: Env = processEnv()): string | undefined {
  return env.REVALIDATE_SECRET?.trim() || undefined
}

/*
 * Build-time constants: the build writes NODE_ENV and the NEXT_PUBLIC_ variables in place (Next
 * inlines them as literals), and they are read as written where they guard browser code, and
 * nowhere else: NEXT_PUBLIC_STATIC_EXPORT and NEXT_PUBLIC_BASE_PATH in lib/deploy/static-export.ts
 * and pages/search/index.tsx, NODE_ENV in components/SiteLink.tsx. A constant imported from this
 * module would not be folded by the minifier, so the browser would carry this module and code it
 * never runs.
 */
