/**
 * Records a live Notion workspace into a snapshot folder the site can run from offline:
 *
 *   npm run snapshot -- <notion page id or URL> <folder>
 *   npm run snapshot -- "<id>,ja-JP:<id2>" <folder>     a multi-language site, as NOTION_PAGE_ID names it
 *
 * Records through Notion's official API when NOTION_TOKEN (an integration's secret) is set, else
 * through its web API (NOTION_ACCESS_TOKEN for a private workspace); NOTION_API_BASE_URL points
 * either at another server. Then run the site from it with NOTION_SNAPSHOT_DIR=<folder>.
 */
import { limiterOf, paceOf } from '@/lib/notion/get-source'
import { createLiveSource } from '@/lib/notion/live-source'
import { createOfficialSource } from '@/lib/notion/official/create-official-source'
import { parseSnapshotRoots, recordSnapshot } from '@/lib/notion/record-snapshot'

const USAGE = `usage: npm run snapshot -- <notion page id or URL> <folder>
       npm run snapshot -- "<id>,ja-JP:<id2>" <folder>

  Records the blog database page and every row page into <folder>
  (manifest.json + one <page id>.json per page). A multi-language site's
  workspaces, given as NOTION_PAGE_ID names them, all go into the one folder.
  Environment:
    NOTION_TOKEN          an integration's secret: records through Notion's
                          official API (the database shared with the integration)
    NOTION_ACCESS_TOKEN   else token_v2 of a Notion session, for a private
                          workspace, through Notion's web API
    NOTION_API_BASE_URL   another server speaking the API used
    NOTION_RATE_LIMIT, NOTION_CONCURRENCY, NOTION_MAX_ATTEMPTS, NOTION_TIMEOUT_MS
                          the pace of requests, as for the site
  Run the site from the recording with NOTION_SNAPSHOT_DIR=<folder>.`

async function main(argv: string[]): Promise<number> {
  const args = argv.filter((arg) => arg !== '--')
  if (args.length !== 2 || args.some((arg) => arg === '-h' || arg === '--help')) {
    console.error(USAGE)
    return 2
  }
  const [pageArg = '', folder = ''] = args
  try {
    parseSnapshotRoots(pageArg)
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  const integrationToken = process.env.NOTION_TOKEN?.trim()
  const token = process.env.NOTION_ACCESS_TOKEN?.trim()
  const apiBaseUrl = process.env.NOTION_API_BASE_URL?.trim()
  const pace = paceOf(process.env)
  const timeout = pace.timeoutMs !== undefined ? { timeoutMs: pace.timeoutMs } : {}
  const source = integrationToken
    ? createOfficialSource({ token: integrationToken, ...(apiBaseUrl && { baseUrl: apiBaseUrl }), ...timeout, limiter: limiterOf(pace), log: (message) => console.log(message) })
    : createLiveSource({ ...(token && { authToken: token }), ...(apiBaseUrl && { apiBaseUrl }), ...timeout, limiter: limiterOf(pace) })
  console.log(`recording through ${source.name}`)
  const started = Date.now()
  const { pageIds } = await recordSnapshot({
    source,
    rootPageId: pageArg,
    dir: folder,
    log: (message) => console.log(message)
  })
  console.log(`done: ${pageIds.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return 0
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(`snapshot failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
)
