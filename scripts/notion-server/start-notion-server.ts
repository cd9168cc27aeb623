import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { answerEndpoint, isEndpoint } from './answer-endpoint'
import { createFaultPlan, type Faults } from './fault-plan'
import { createHostedFiles, type HostedFilesOptions } from './hosted-files'
import { loadWorkspace, type Workspace } from './load-workspace'
import { answerOfficial, OFFICIAL_PREFIX, officialEndpointName, officialError, type OfficialOptions } from './official/answer-official'

/** notion-client's paths all sit under this prefix (`https://app.notion.com/api/v3/loadPageChunk`). */
const API_PREFIX = '/api/v3'

export interface NotionServerOptions {
  /** A snapshot folder: `<32-hex id>.json` record maps (manifest.json beside them is not needed). */
  dir: string
  /** 0 (the default) picks a free port. */
  port?: number
  /** Only 127.0.0.1 by default: this is test tooling, never a public server. */
  host?: string
  faults?: Faults
  /** How the official endpoints answer (a smaller page size, a clock for file URL expiry). */
  official?: OfficialOptions
  /** Host the workspace's images as Notion does, behind signed URLs that expire (hosted-files.ts). */
  hostedFiles?: HostedFilesOptions
}

export interface NotionServer {
  /** The base URL to give notion-client (`apiBaseUrl`) or NOTION_API_BASE_URL: `http://127.0.0.1:<port>/api/v3`. */
  apiBaseUrl: string
  /** The base URL of the official API (`/v1/...`) for @notionhq/client or NOTION_API_BASE_URL with NOTION_TOKEN: `http://127.0.0.1:<port>`. */
  officialBaseUrl: string
  port: number
  /** Requests received per endpoint, answered or not. */
  counts(): Record<string, number>
  /** Requests of every endpoint together. */
  total(): number
  /** Milliseconds from the first request to the last answer since the counts were reset: the time spent syncing. */
  activeMs(): number
  resetCounts(): void
  /** Replaces the faults (and restarts their counters). */
  setFaults(faults: Faults): void
  /** Reads the folder again, after the workspace on disk changed. */
  reload(): void
  close(): Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('error', reject)
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      try {
        const parsed: unknown = text ? JSON.parse(text) : {}
        resolve(parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {})
      } catch {
        reject(new Error('request body is not JSON'))
      }
    })
  })
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers })
  res.end(text)
}

/**
 * A server speaking the part of Notion's private API that notion-client uses, and the part of the
 * official API (`/v1/...`) the official source uses, answering both from a snapshot folder: tests
 * and the bench point the live and official sources at it. It counts requests per endpoint and
 * stages latency, a rate limit (429 + Retry-After), 5xx answers and dropped connections, each in
 * the error shape of the API asked.
 */
export async function startNotionServer(options: NotionServerOptions): Promise<NotionServer> {
  const hosted = options.hostedFiles ? createHostedFiles(options.hostedFiles) : null
  const load = (): Workspace => {
    const loaded = loadWorkspace(options.dir)
    if (hosted) {
      hosted.host(loaded)
      loaded.signFile = hosted.sign
    }
    return loaded
  }
  let workspace: Workspace = load()
  let faults: Faults = options.faults ?? {}
  let decide = createFaultPlan(faults)
  let counts: Record<string, number> = {}
  let firstAt = 0
  let lastAt = 0
  const sockets = new Set<Socket>()

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    // Files answer at once, whatever faults are staged for the API: they are another service (S3, the image service).
    const file = hosted?.answer(url.pathname, url.searchParams)
    if (file) {
      const kind = url.pathname.startsWith('/files/') ? 'files' : 'image'
      counts[kind] = (counts[kind] ?? 0) + 1
      res.writeHead(file.status, { ...file.headers, 'content-length': file.body.length })
      res.end(file.body)
      return
    }
    const official = url.pathname.startsWith(OFFICIAL_PREFIX) ? url.pathname.slice(OFFICIAL_PREFIX.length) : null
    const endpoint =
      official !== null
        ? officialEndpointName(official)
        : url.pathname.startsWith(`${API_PREFIX}/`)
          ? url.pathname.slice(API_PREFIX.length + 1)
          : url.pathname.slice(1)
    counts[endpoint] = (counts[endpoint] ?? 0) + 1
    if (!firstAt) firstAt = Date.now()
    res.on('close', () => {
      lastAt = Date.now()
    })
    let body: Record<string, unknown>
    try {
      body = await readBody(req)
    } catch (error) {
      if (official !== null) {
        const answer = officialError(400, 'invalid_json', (error as Error).message)
        send(res, answer.status, answer.body)
      } else send(res, 400, { errorId: 'bad-request', name: 'ValidationError', message: (error as Error).message })
      return
    }
    const decision = decide(endpoint)
    if (faults.latencyMs) await sleep(faults.latencyMs)
    if (decision.kind === 'drop') {
      req.socket.destroy()
      return
    }
    if (decision.kind === 'status') {
      const headers: Record<string, string> = decision.retryAfterSeconds !== undefined ? { 'retry-after': String(decision.retryAfterSeconds) } : {}
      if (official !== null) {
        const code = decision.status === 429 ? 'rate_limited' : decision.status === 503 ? 'service_unavailable' : 'internal_server_error'
        const answer = officialError(decision.status, code, `staged ${decision.status}`)
        send(res, answer.status, answer.body, headers)
        return
      }
      send(res, decision.status, { errorId: 'staged', name: decision.status === 429 ? 'RateLimitedError' : 'InternalServerError', message: `staged ${decision.status}` }, headers)
      return
    }
    if (official !== null) {
      const answer = answerOfficial(workspace, { method: req.method ?? 'GET', path: official, query: url.searchParams, body, headers: req.headers }, options.official)
      send(res, answer.status, answer.body)
      return
    }
    if (req.method !== 'POST' || !isEndpoint(endpoint)) {
      send(res, 404, { errorId: 'not-found', name: 'NotFound', message: `no endpoint ${req.method} ${url.pathname}` })
      return
    }
    try {
      const answer = await answerEndpoint(workspace, endpoint, body)
      send(res, answer.status, answer.body)
    } catch (error) {
      send(res, 500, { errorId: 'server-error', name: 'InternalServerError', message: (error as Error).message })
    }
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port, address } = server.address() as AddressInfo
  hosted?.listening(`http://${address}:${port}`)

  return {
    apiBaseUrl: `http://${address}:${port}${API_PREFIX}`,
    officialBaseUrl: `http://${address}:${port}`,
    port,
    counts: () => ({ ...counts }),
    total: () => Object.values(counts).reduce((sum, n) => sum + n, 0),
    activeMs: () => (firstAt ? lastAt - firstAt : 0),
    resetCounts: () => {
      counts = {}
      firstAt = 0
      lastAt = 0
    },
    setFaults: (next) => {
      faults = next
      decide = createFaultPlan(next)
    },
    reload: () => {
      workspace = load()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }
}
