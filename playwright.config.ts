import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import exportBuild from '@/e2e/export-build.json'
import imagesBuild from '@/e2e/images-build.json'
import officialBuild from '@/e2e/official-build.json'
import settingsBuild from '@/e2e/settings-build.json'

/**
 * The browser suite runs against two builds of the demo: the plain one, and one with the optional
 * features a visitor can meet switched on, so their tests run too (infinite lists, the theme
 * switcher, comments, counters). `next start` gets the same values: ISR rebuilds pages at run time.
 */
const SETTINGS_BUILD_DIR = settingsBuild.dir
const SETTINGS_BUILD_ENV: Record<string, string> = settingsBuild.env

/** The ports the browser suite serves the builds on, away from a dev server on 3000. */
const PORT = Number(process.env.E2E_PORT ?? 3123)
const SETTINGS_PORT = PORT + 1
/** After the regeneration test's (PORT + 2). */
const EXPORT_PORT = PORT + 4

/** The static export, when `npm test` made it: served by a plain static file server, no Next.js. */
const withExport = existsSync(`${exportBuild.dir}/index.html`)
const STATIC_EXPORT_SPEC = /static-export\.spec\.ts/

/** The second build exists when `npm test` made it; a plain `npx playwright test` runs the first only. */
const withSettingsBuild = existsSync(`${SETTINGS_BUILD_DIR}/BUILD_ID`)

/**
 * The demo built through Notion's official API (NOTION_TOKEN), from the Notion test server: the route
 * walk runs against it too, with the test server answering its regenerations. `npm test` builds it.
 */
const withOfficialBuild = existsSync(`${officialBuild.dir}/BUILD_ID`)
const OFFICIAL_PORT = PORT + 5
const ROUTES_SPEC = /routes\.spec\.ts/

/**
 * The demo built from the test server hosting its images behind signed URLs that expire within
 * seconds: the expiry test runs against it alone, with a server whose signatures are not the build's.
 */
const withImagesBuild = existsSync(`${imagesBuild.dir}/BUILD_ID`)
const IMAGES_PORT = PORT + 6
const IMAGE_EXPIRY_SPEC = /image-expiry\.spec\.ts/

/**
 * Longer than any test: a test's `request` keeps its connection between calls, and with Node's
 * 5 s default the server could close it just as the next call went out on it (ECONNRESET).
 */
const KEEP_ALIVE_MS = 120_000

const server = (port: number, env: Record<string, string>) => ({
  command: `npx next start -p ${port} -H 127.0.0.1 --keepAliveTimeout ${KEEP_ALIVE_MS}`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  env: { NEXT_TELEMETRY_DISABLED: '1', ...env }
})

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run'
      ]
    }
  },
  projects: [
    { name: 'demo', testIgnore: [STATIC_EXPORT_SPEC, IMAGE_EXPIRY_SPEC, /long-menu\.spec\.ts/, /list-preview\.spec\.ts/], use: { baseURL: `http://127.0.0.1:${PORT}` } },
    ...(withExport ? [{ name: 'export', testMatch: STATIC_EXPORT_SPEC, use: { baseURL: `http://127.0.0.1:${EXPORT_PORT}` } }] : []),
    ...(withSettingsBuild
      ? [{ name: 'settings', testMatch: /(visitor|locale-sites|long-menu|list-preview)\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${SETTINGS_PORT}` } }]
      : []),
    ...(withOfficialBuild ? [{ name: 'official', testMatch: ROUTES_SPEC, use: { baseURL: `http://127.0.0.1:${OFFICIAL_PORT}` } }] : []),
    ...(withImagesBuild ? [{ name: 'images', testMatch: IMAGE_EXPIRY_SPEC, use: { baseURL: `http://127.0.0.1:${IMAGES_PORT}` } }] : [])
  ],
  webServer: [
    server(PORT, {}),
    ...(withSettingsBuild ? [server(SETTINGS_PORT, SETTINGS_BUILD_ENV)] : []),
    ...(withOfficialBuild
      ? [
          {
            command: `npx tsx scripts/notion-server/cli.ts --port ${officialBuild.notionServerPort}`,
            port: officialBuild.notionServerPort,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000
          },
          server(OFFICIAL_PORT, officialBuild.env)
        ]
      : []),
    ...(withImagesBuild
      ? [
          {
            command: `npx tsx scripts/notion-server/cli.ts --port ${imagesBuild.notionServerPort} --hosted-files --file-expiry ${imagesBuild.fileExpirySeconds}`,
            port: imagesBuild.notionServerPort,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000
          },
          server(IMAGES_PORT, imagesBuild.env)
        ]
      : []),
    ...(withExport
      ? [
          {
            command: `npx tsx scripts/deploy/static-server.ts ${exportBuild.dir} ${EXPORT_PORT} ${exportBuild.basePath}`,
            url: `http://127.0.0.1:${EXPORT_PORT}${exportBuild.basePath}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000
          }
        ]
      : [])
  ]
})
