/**
 * A production build whose Notion is the test server (scripts/notion-server) on a fixed port, serving
 * a snapshot folder: the live sources' whole path (notion-client, or the official API with
 * NOTION_TOKEN) is built through, offline. The build's own environment says which source and where
 * (NOTION_API_BASE_URL must name the port given here).
 *
 *   tsx scripts/build/build-through-notion-server.ts --port 4317 [--dir scripts/demo/snapshot]
 *                                                     [--hosted-files [--file-expiry <seconds>]]
 *
 * `--hosted-files`: the server hosts the workspace's images as Notion does, behind signed URLs that
 * expire (scripts/notion-server/hosted-files.ts), so the build keeps its own copies (IMAGE_MIRROR).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DEMO_SNAPSHOT_DIR } from '@/lib/notion/get-source'
import { startNotionServer } from '@/scripts/notion-server/start-notion-server'

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      port: { type: 'string' },
      dir: { type: 'string', default: DEMO_SNAPSHOT_DIR },
      'hosted-files': { type: 'boolean', default: false },
      'file-expiry': { type: 'string', default: '3600' }
    }
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a port number (1-65535), got "${values.port ?? ''}"`)
  const base = process.env.NOTION_API_BASE_URL ?? ''
  if (!base.includes(`:${port}`)) throw new Error(`NOTION_API_BASE_URL must point at the test server on port ${port}, got "${base}"`)
  const expiry = Number(values['file-expiry'])
  if (!(expiry > 0)) throw new Error(`--file-expiry must be a number of seconds above 0, got "${values['file-expiry']}"`)
  const server = await startNotionServer({ dir: values.dir, port, ...(values['hosted-files'] && { hostedFiles: { publicDir: 'public', lifetimeMs: expiry * 1000 } }) })
  console.log(`[build] Notion test server on ${server.officialBaseUrl}, serving ${values.dir}`)
  try {
    // Spawned, not run synchronously: the server answers from this process's event loop.
    const build = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), path.join('scripts', 'build', 'build.ts')], { stdio: 'inherit', env: process.env })
    const code = await new Promise<number>((resolve) => build.on('close', (status) => resolve(status ?? 1)))
    console.log(`[build] Notion test server answered ${server.total()} requests: ${JSON.stringify(server.counts())}`)
    return code
  } finally {
    await server.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[build] ${(error as Error).message}`)
    process.exit(1)
  }
)
