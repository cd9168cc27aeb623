import { createHash, timingSafeEqual } from 'node:crypto'
import type { NextApiRequest, NextApiResponse } from 'next'
import { localeSiteLocales } from '@/lib/i18n/locale-workspaces'
import { isSitePagePath } from '@/lib/server/site-page-path'
import { getSiteData, invalidateSiteData } from '@/lib/site/get-site-data'
import { notionPageId, revalidateSecret } from '@/lib/env'

/** The env key holding the shared secret; unset, the endpoint refuses every request. */
export const REVALIDATE_SECRET_ENV = 'REVALIDATE_SECRET'

type Reply = { revalidated: true; path: string } | { error: string }

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** Constant time whatever the lengths: both sides are hashed to the same size first. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b) && given.length === expected.length
}

/** The header a POST carries the secret in (or `Authorization: Bearer <secret>`): headers stay out of access logs. */
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret'

function headerSecret(req: NextApiRequest): string {
  const named = first(req.headers?.[REVALIDATE_SECRET_HEADER])
  if (named) return named
  const bearer = /^Bearer\s+(.+)$/i.exec(first(req.headers?.authorization))
  return bearer?.[1]?.trim() ?? ''
}

/**
 * On-demand revalidation: `POST /api/revalidate` with the secret in the `x-revalidate-secret` header
 * (or `Authorization: Bearer`) and the path in the query or a JSON body regenerates that page now,
 * with the site data fetched again, so an owner or a Notion webhook need not wait for the
 * revalidation period. A path that is not one of the site's pages answers 404 and regenerates
 * nothing. `GET ?secret=...&path=...` is deprecated (the secret lands in access logs): it still
 * works, answering a `Deprecation` header (docs/security-headers.md, On-demand revalidation).
 */
export default async function revalidate(req: NextApiRequest, res: NextApiResponse<Reply>): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.setHeader('Allow', 'GET, POST')
    res.status(405).json({ error: `method ${req.method} not allowed` })
    return
  }
  res.setHeader('Cache-Control', 'no-store')
  const expected = revalidateSecret()
  if (!expected) {
    res.status(501).json({ error: `on-demand revalidation is off: set ${REVALIDATE_SECRET_ENV}` })
    return
  }
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {}
  if (req.method === 'GET') res.setHeader('Deprecation', 'true')
  const secret = headerSecret(req) || first(req.query.secret) || (typeof body.secret === 'string' ? body.secret : '')
  if (!sameSecret(secret, expected)) {
    res.status(401).json({ error: 'invalid secret' })
    return
  }
  const path = first(req.query.path) || (typeof body.path === 'string' ? body.path : '')
  if (!path.startsWith('/') || path.startsWith('//') || /[\s?#]/.test(path)) {
    res.status(400).json({ error: `path must be a site path such as /article/my-post, got "${path}"` })
    return
  }
  try {
    const isPage = () => isSitePagePath(path, localeSiteLocales(notionPageId()), (locale) => getSiteData(locale ? { locale } : {}))
    const knownBefore = await isPage()
    invalidateSiteData()
    // A post published since the last load is a page only in the fresh data: asked once more.
    if (!knownBefore && !(await isPage())) {
      res.status(404).json({ error: `${path} is not a page of the site: nothing was revalidated` })
      return
    }
    await res.revalidate(path)
    res.status(200).json({ revalidated: true, path })
  } catch (error) {
    res.status(500).json({ error: `revalidating ${path} failed: ${error instanceof Error ? error.message : String(error)}` })
  }
}
