/**
 * The files of a static export that pages do not render: `/sitemap.xml`, `/robots.txt`, the RSS,
 * Atom and JSON feeds, every social card the pages name (`/og/{key}.png`) and the search index.
 * Run by export.ts after `next build`, with the build's id, so it reads the site data the build
 * fetched and asks Notion nothing. `tsx scripts/build/export-files.ts <out dir>`.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FeedFormat } from '@/lib/feed/build-feed'
import { copyMirroredImages } from '@/lib/images/copy-mirrored-images'
import { feedDocument, getServerContext, robotsDocument, sitemapDocument } from '@/themes/site.server'
import { siteCardsByKey } from '@/lib/seo/site-cards-by-key'
import { socialCardPath } from '@/lib/seo/social-card-path'
import { socialCards } from '@/lib/seo/social-cards'
import { buildStaticSearchIndex } from '@/lib/site/build-static-search-index'
import { STATIC_SEARCH_INDEX_PATH } from '@/lib/site/static-search-index'
import { KEPT_IMAGE_FILES_DIR } from '@/lib/site/cache-dir'

const FEEDS: Record<string, FeedFormat> = { '/rss/feed.xml': 'rss', '/rss/atom.xml': 'atom', '/rss/feed.json': 'json' }

export async function writeExportFiles(outDir: string, log: (line: string) => void = console.log): Promise<void> {
  const ctx = await getServerContext()
  const write = async (sitePath: string, body: string | Uint8Array) => {
    const file = path.join(outDir, sitePath)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, body)
  }
  // GitHub Pages runs Jekyll unless told not to, and Jekyll leaves out folders starting with `_`: `_next`.
  await write('/.nojekyll', '')
  await write('/sitemap.xml', await sitemapDocument(ctx))
  await write('/robots.txt', robotsDocument(ctx))
  let feeds = 0
  for (const [sitePath, format] of Object.entries(FEEDS)) {
    const body = await feedDocument(ctx, format)
    if (body !== null) {
      await write(sitePath, body)
      feeds++
    }
  }
  // Every card a page names, drawn now when the build did not (no server will draw it later).
  const store = socialCards()
  let cards = 0
  for (const [key, spec] of siteCardsByKey(ctx, store)) {
    await write(socialCardPath(key), (await store.read(key)) ?? (await store.ensure(spec)))
    cards++
  }
  const index = await buildStaticSearchIndex(ctx.site)
  const indexJson = JSON.stringify(index)
  await write(STATIC_SEARCH_INDEX_PATH, indexJson)
  // Last: every file written above may name a kept image (lib/images).
  const images = await copyMirroredImages(outDir, path.resolve(KEPT_IMAGE_FILES_DIR))
  if (images.missing.length > 0) throw new Error(`the pages name kept images that are not in ${KEPT_IMAGE_FILES_DIR}: ${images.missing.join(', ')}`)
  log(
    `[export] wrote .nojekyll, sitemap.xml, robots.txt, ${feeds} feeds, ${cards} social cards, ${images.copied} kept image files, and the search index ` +
      `(${index.posts.length} posts, ${Object.keys(index.texts).length} with their text, ${(indexJson.length / 1024).toFixed(1)} kB)`
  )
}

if (process.argv[1]?.endsWith('export-files.ts')) {
  const outDir = process.argv[2]
  if (!outDir) {
    console.error('usage: tsx scripts/build/export-files.ts <out dir>')
    process.exit(1)
  }
  writeExportFiles(path.resolve(outDir)).catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
