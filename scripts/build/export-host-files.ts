import { copyFileSync, existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { headersFile } from '@/lib/server/security-headers'

/**
 * What static hosts read from the export's root besides the pages (issue 37):
 * - `404.html`, the site's 404 page. Next writes it as `404/index.html` (pages as folders); GitHub
 *   Pages and Netlify look for `404.html`, and Cloudflare Pages without one treats the site as a
 *   single-page app, answering every unknown address with the home page and status 200.
 * - `_headers`, the site's security headers, which Netlify and Cloudflare Pages send with every file.
 * @throws Error when the build wrote no 404 page: an export without one would be served wrongly.
 */
export function writeExportHostFiles(outDir: string): string[] {
  const notFound = path.join(outDir, '404', 'index.html')
  if (!existsSync(notFound)) throw new Error(`the build wrote no 404 page (${notFound}): every static host needs out/404.html`)
  copyFileSync(notFound, path.join(outDir, '404.html'))
  writeFileSync(path.join(outDir, '_headers'), headersFile())
  return ['404.html', '_headers']
}
