/**
 * Serves a snapshot folder over Notion's private API, for trying the live source offline:
 *
 *   npm run notion-server -- [folder] [--port 4010] [--latency 100] [--rate-limit 10]
 *                            [--fail-rate 0.3] [--fail-status 429] [--drop-rate 0.1]
 *                            [--hosted-files] [--file-expiry 3600]
 *
 * then run the site with NOTION_PAGE_ID=<root id> NOTION_API_BASE_URL=<the printed URL>, through
 * the web API, or with NOTION_TOKEN=<anything> and the printed origin, through the official API.
 * `--hosted-files` serves the workspace's images (files of public/) as Notion hosts them, behind
 * signed URLs that stop working after `--file-expiry` seconds.
 */
import { parseArgs } from 'node:util'
import { DEMO_SNAPSHOT_DIR } from '@/lib/notion/get-source'
import { readSnapshotManifest } from '@/lib/notion/read-snapshot-manifest'
import type { FaultKind, FaultRule } from './fault-plan'
import { startNotionServer } from './start-notion-server'

function number(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const parsed = Number(value)
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a number >= 0, got "${value}"`)
  return parsed
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    allowPositionals: true,
    options: {
      port: { type: 'string', default: '4010' },
      latency: { type: 'string' },
      'rate-limit': { type: 'string' },
      'fail-rate': { type: 'string' },
      'fail-status': { type: 'string', default: '429' },
      'drop-rate': { type: 'string' },
      'hosted-files': { type: 'boolean', default: false },
      'file-expiry': { type: 'string', default: '3600' }
    }
  })
  const dir = positionals[0] ?? DEMO_SNAPSHOT_DIR
  const rules: FaultRule[] = []
  const failRate = number('fail-rate', values['fail-rate'])
  if (failRate) rules.push({ kind: Number(values['fail-status']) as FaultKind, rate: failRate })
  const dropRate = number('drop-rate', values['drop-rate'])
  if (dropRate) rules.push({ kind: 'drop', rate: dropRate })
  const latencyMs = number('latency', values.latency)
  const rateLimitPerSecond = number('rate-limit', values['rate-limit'])
  const server = await startNotionServer({
    dir,
    port: number('port', values.port) ?? 4010,
    faults: { rules, ...(latencyMs !== undefined && { latencyMs }), ...(rateLimitPerSecond !== undefined && { rateLimitPerSecond }) },
    ...(values['hosted-files'] && { hostedFiles: { publicDir: 'public', lifetimeMs: (number('file-expiry', values['file-expiry']) ?? 3600) * 1000 } })
  })
  let root = '(no manifest.json)'
  try {
    root = readSnapshotManifest(dir).rootPageId
  } catch {
    // a folder of record maps without a manifest is still served
  }
  console.log(`notion-server: serving ${dir} at ${server.apiBaseUrl}`)
  console.log(`  web API:      NOTION_PAGE_ID=${root} NOTION_API_BASE_URL=${server.apiBaseUrl} npm run dev`)
  console.log(`  official API: NOTION_PAGE_ID=${root} NOTION_TOKEN=test NOTION_API_BASE_URL=${server.officialBaseUrl} npm run dev`)
  const stop = async () => {
    console.log(`notion-server: requests ${JSON.stringify(server.counts())}`)
    await server.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(`notion-server: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
