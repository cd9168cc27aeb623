import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { StoredRecord, Table, Workspace } from './load-workspace'

/**
 * The test server as Notion hosts files: the workspace's images that are files of the site
 * (`/demo/covers/paper.svg`) become files Notion holds (`attachment:<id>:<name>` in an image block,
 * an unsigned S3 address in a cover or icon), handed out only as signed URLs that stop working
 * after `lifetimeMs` (403, as S3 answers), and through an image service (`/image/<address>`) that
 * needs no signature, as Notion's does for a page shared to the web.
 */
export interface HostedFilesOptions {
  /** The folder the workspace's site paths are files of (the project's `public/`). */
  publicDir: string
  /** How long a signed URL works (Notion's: an hour). */
  lifetimeMs: number
  now?: () => number
}

export interface HostedFiles {
  /** Rewrites the workspace's images to Notion-hosted addresses (in place): run on every load. */
  host(workspace: Workspace): void
  /** A signed URL for a hosted file's address (`attachment:`, its S3 address), or undefined for any other. */
  sign(address: string): string | undefined
  /** The answer to `/files/...` or `/image/...`, or null for another path. */
  answer(pathname: string, query: URLSearchParams): { status: number; headers: Record<string, string>; body: Buffer } | null
  /** Tells the signer the server's own origin, once it listens. */
  listening(origin: string): void
}

const S3_BASE = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/quire-test'
const CREDENTIAL = 'quire-test-server'
const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp', '.pdf': 'application/pdf' }
/** Fields of a block's format that hold an image. */
const FORMAT_IMAGES = ['page_cover', 'page_icon', 'bookmark_cover', 'bookmark_icon']

/** The id the server gives the file at a site path: a uuid made from the path, the same on every start. */
export function fileIdOf(sitePath: string): string {
  const hex = createHash('sha256').update(sitePath).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

/** A stored record's value and a setter, whichever of Notion's two nestings it has. */
function valueOf(record: StoredRecord): Record<string, unknown> | undefined {
  const outer = record.value as Record<string, unknown> | undefined
  if (outer && typeof outer.value === 'object' && outer.value) return outer.value as Record<string, unknown>
  return outer
}

function xmlError(status: number, code: string, message: string) {
  return { status, headers: { 'content-type': 'application/xml' }, body: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`) }
}

export function createHostedFiles(options: HostedFilesOptions): HostedFiles {
  const now = options.now ?? Date.now
  const publicDir = path.resolve(options.publicDir)
  const secret = createHash('sha256').update(`${process.pid}:${Math.random()}`).digest()
  /** File id -> the site path it holds. */
  const files = new Map<string, string>()
  let origin = 'http://127.0.0.1'

  const signature = (fileId: string, date: number, expires: number) => createHmac('sha256', secret).update(`${fileId}|${date}|${expires}`).digest('hex')

  /** The hosted address for a site path that is a file of publicDir, or undefined. */
  const hostedId = (value: unknown): string | undefined => {
    if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined
    const file = path.join(publicDir, decodeURIComponent(value.split(/[?#]/, 1)[0] ?? ''))
    if (path.relative(publicDir, file).startsWith('..') || !existsSync(file) || !statSync(file).isFile()) return undefined
    const id = fileIdOf(value)
    files.set(id, value)
    return id
  }
  const s3Address = (id: string) => `${S3_BASE}/${id}/${path.basename(files.get(id) ?? 'file')}`

  /** The file id an address of a hosted file names: `attachment:<id>:<name>` or its S3 address. */
  const idOf = (address: string): string | undefined => {
    const attachment = /^attachment:([\da-f-]{36}):/.exec(address)
    if (attachment?.[1]) return files.has(attachment[1]) ? attachment[1] : undefined
    if (!address.startsWith(`${S3_BASE}/`)) return undefined
    const id = address.slice(S3_BASE.length + 1).split('/', 1)[0] ?? ''
    return files.has(id) ? id : undefined
  }

  const serve = (id: string) => {
    const sitePath = files.get(id) ?? ''
    const type = TYPES[path.extname(sitePath).toLowerCase()] ?? 'application/octet-stream'
    return { status: 200, headers: { 'content-type': type, 'cache-control': 'private, max-age=0' }, body: readFileSync(path.join(publicDir, sitePath)) }
  }

  const hostTable = (table: Table, rewrite: (value: Record<string, unknown>) => void) => {
    for (const record of table.values()) {
      const value = valueOf(record)
      if (value) rewrite(value)
    }
  }

  return {
    host(workspace) {
      hostTable(workspace.block, (block) => {
        const properties = block.properties as { source?: unknown[][] } | undefined
        const source = block.type === 'image' ? properties?.source?.[0]?.[0] : undefined
        const sourceId = hostedId(source)
        if (sourceId && properties?.source) properties.source = [[`attachment:${sourceId}:${path.basename(String(source))}`], ...properties.source.slice(1)]
        const format = block.format as Record<string, unknown> | undefined
        for (const key of FORMAT_IMAGES) {
          const id = hostedId(format?.[key])
          if (id && format) format[key] = s3Address(id)
        }
      })
      hostTable(workspace.collection, (collection) => {
        for (const key of ['icon', 'cover']) {
          const id = hostedId(collection[key])
          if (id) collection[key] = s3Address(id)
        }
      })
    },

    sign(address) {
      const id = idOf(address)
      if (!id) return undefined
      const date = now()
      const expires = Math.max(1, Math.round(options.lifetimeMs / 1000))
      const query = new URLSearchParams({ 'X-Amz-Credential': CREDENTIAL, 'X-Amz-Date': String(date), 'X-Amz-Expires': String(expires), 'X-Amz-Signature': signature(id, date, expires) })
      return `${origin}/files/${id}/${encodeURIComponent(path.basename(files.get(id) ?? 'file'))}?${query}`
    },

    answer(pathname, query) {
      if (pathname.startsWith('/files/')) {
        const id = pathname.split('/')[2] ?? ''
        if (!files.has(id)) return xmlError(404, 'NoSuchKey', 'The specified key does not exist.')
        const date = Number(query.get('X-Amz-Date'))
        const expires = Number(query.get('X-Amz-Expires'))
        const given = Buffer.from(query.get('X-Amz-Signature') ?? '', 'hex')
        const expected = Buffer.from(signature(id, date, expires), 'hex')
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return xmlError(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.')
        if (now() > date + expires * 1000) return xmlError(403, 'AccessDenied', 'Request has expired')
        return serve(id)
      }
      if (pathname.startsWith('/image/')) {
        const id = idOf(decodeURIComponent(pathname.slice('/image/'.length)))
        return id ? serve(id) : xmlError(404, 'NotFound', 'No such image.')
      }
      return null
    },

    listening(serverOrigin) {
      origin = serverOrigin
    }
  }
}
