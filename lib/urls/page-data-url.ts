import { publicUrl } from '@/lib/deploy/static-export'
import { pageHref } from './page-href'

/**
 * Where Next serves the props of page `page` of a list as JSON: `/_next/data/{buildId}/page/3.json`,
 * `/_next/data/{buildId}/tag/react/page/2.json`, and a list's first page at its own path (home's
 * at `/index.json`, a language site's home at `/{locale}.json`). The props of page n hold exactly its posts, so
 * the infinite list reads them instead of a separate API. `basePath` is already URL-encoded. With
 * i18n routing (a multi-language site) Next keeps every site's props under its locale, the default
 * site's too: `/_next/data/{buildId}/ja-JP/page/2.json`.
 */
export function pageDataUrl(buildId: string, basePath: string, page: number, locale?: string): string {
  if (!buildId) throw new Error('pageDataUrl: the build id is empty (window.__NEXT_DATA__.buildId missing?)')
  if (!Number.isInteger(page) || page < 1) throw new Error(`pageDataUrl: page must be a whole number of at least 1, got ${page}`)
  const site = locale ? `/${encodeURIComponent(locale)}` : ''
  const path = pageHref(basePath, page)
  const route = path === '/' ? site || '/index' : `${site}${path}`
  return publicUrl(`/_next/data/${encodeURIComponent(buildId)}${route}.json`)
}
