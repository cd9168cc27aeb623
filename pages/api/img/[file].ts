import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { NextApiRequest, NextApiResponse } from 'next'
import { parseMirroredFileName } from '@/lib/images/image-store'
import { KEPT_IMAGE_FILES_DIR, shippedImagesDir } from '@/lib/site/cache-dir'
import { distDir } from '@/lib/env'

/** The folders a kept image is looked for in: the cache this server keeps images in, then those its build shipped. */
function keptFolders(): string[] {
  const root = process.cwd()
  return [path.resolve(/*turbopackIgnore: true*/ root, KEPT_IMAGE_FILES_DIR), path.resolve(/*turbopackIgnore: true*/ root, shippedImagesDir(distDir()))]
}

async function findKept(name: string): Promise<{ file: string; size: number } | null> {
  for (const folder of keptFolders()) {
    const file = path.join(folder, name)
    const size = await stat(file).then((info) => (info.isFile() ? info.size : null), () => null)
    if (size !== null) return { file, size }
  }
  return null
}

/**
 * A kept image (lib/images), at `/api/img/<hash>-<width>.webp` (an API route: a rewrite to a shorter address would put
 * Next's client-side rewrite matching, 2.5 kB, on every page). The
 * name is the content's hash, so an answer never changes: browsers and CDNs keep it for a year.
 * Names that are no kept file's (`../`, another extension) are 404s, as are files not on disk.
 */
export default async function mirroredImage(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    res.status(405).json({ error: `${req.method} is not allowed here: GET or HEAD` })
    return
  }
  const name = typeof req.query.file === 'string' ? req.query.file : ''
  const parsed = parseMirroredFileName(name)
  const found = parsed ? await findKept(name) : null
  if (!found) {
    res.setHeader('Cache-Control', 'no-store')
    res.status(404).json({ error: `no kept image named ${JSON.stringify(name)}` })
    return
  }
  res.setHeader('Content-Type', 'image/webp')
  res.setHeader('Content-Length', String(found.size))
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  if (req.method === 'HEAD') {
    res.status(200).end()
    return
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(found.file)
    stream.on('error', () => {
      if (!res.headersSent) res.status(500)
      res.end()
      resolve()
    })
    stream.on('end', () => resolve())
    stream.pipe(res)
  })
}

/** The file streams as it is: no body parsing, no size warning for a large image. */
export const config = { api: { bodyParser: false, responseLimit: false } }
