// A plain static file server, as static hosts behave (GitHub Pages, Cloudflare Pages, S3 website
// hosting): a file is served as it is; a folder redirects to its path with a trailing slash and
// serves its index.html; `/post` also finds `/post.html`; anything else is the site's 404.html with
// status 404, or a bare 404 without a page when the export has none (it makes none up: a test must
// see that the export lacks it). No Next.js: what `npm run export` wrote must work with this alone.
//
//   npx tsx scripts/deploy/static-server.ts [dir=out] [port=3000] [base path, e.g. /blog]
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg'
}

async function fileAt(file: string): Promise<'file' | 'dir' | null> {
  try {
    const info = await stat(file)
    return info.isFile() ? 'file' : info.isDirectory() ? 'dir' : null
  } catch {
    return null
  }
}

/** A server for `root`, mounted at `basePath` ('' or '/blog'). */
export function createStaticServer(root: string, basePath = ''): Server {
  const dir = path.resolve(root)
  const send = (res: ServerResponse, status: number, file: string) => {
    res.writeHead(status, { 'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' })
    createReadStream(file).pipe(res)
  }
  const notFound = async (res: ServerResponse) => {
    const page = path.join(dir, '404.html')
    if ((await fileAt(page)) === 'file') return send(res, 404, page)
    res.writeHead(404).end()
  }
  return createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const url = new URL(req.url ?? '/', 'http://localhost')
    let pathname: string
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      return notFound(res)
    }
    if (basePath) {
      if (pathname === basePath) {
        res.writeHead(301, { Location: `${basePath}/${url.search}` }).end()
        return
      }
      if (!pathname.startsWith(`${basePath}/`)) return notFound(res)
      pathname = pathname.slice(basePath.length)
    }
    const file = path.join(dir, pathname)
    if (file !== dir && !file.startsWith(dir + path.sep)) return notFound(res)
    const kind = await fileAt(file)
    if (kind === 'file') return send(res, 200, file)
    if (kind === 'dir') {
      if (!url.pathname.endsWith('/')) {
        res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end()
        return
      }
      const index = path.join(file, 'index.html')
      if ((await fileAt(index)) === 'file') return send(res, 200, index)
      return notFound(res)
    }
    if ((await fileAt(`${file}.html`)) === 'file') return send(res, 200, `${file}.html`)
    return notFound(res)
  })
}

async function main(): Promise<void> {
  const [root = 'out', portText = '3000', basePath = ''] = process.argv.slice(2)
  const port = Number(portText)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`static-server: the port must be a number from 1 to 65535, got ${JSON.stringify(portText)}`)
    process.exit(1)
  }
  if (basePath && !/^\/[^/].*[^/]$|^\/[^/]$/.test(basePath)) {
    console.error(`static-server: the base path must look like /blog (no trailing slash), got ${JSON.stringify(basePath)}`)
    process.exit(1)
  }
  const stats = await fileAt(path.resolve(root))
  if (stats !== 'dir') {
    console.error(`static-server: ${path.resolve(root)} is not a folder; run npm run export first`)
    process.exit(1)
  }
  createStaticServer(root, basePath).listen(port, '127.0.0.1', () => console.log(`serving ${path.resolve(root)} at http://127.0.0.1:${port}${basePath}/`))
}

if (process.argv[1]?.endsWith('static-server.ts')) void main()
