import { createHash } from 'node:crypto'
import { statSync, readFileSync } from 'node:fs'
import path from 'node:path'

const versions = new Map<string, { stamp: string; version: string }>()

/**
 * The version of a file of the site's public folder a card draws (`/demo/covers/dawn.svg`): a hash
 * of its bytes, so a cover replaced in place draws a new card although its path stayed. Read again
 * only when the file's size or time changes. Empty for a URL, and for a file that does not exist
 * (the card is then drawn without it, and drawn again once it appears).
 */
export function siteAssetVersion(ref: string, publicDir: string): string {
  if (!ref.startsWith('/') || ref.startsWith('//')) return ''
  const file = path.join(publicDir, decodeURIComponent(ref.split(/[?#]/, 1)[0] ?? ''))
  if (path.relative(publicDir, file).startsWith('..')) return ''
  let stamp: string
  try {
    const stats = statSync(file)
    stamp = `${stats.size}:${stats.mtimeMs}`
  } catch {
    return ''
  }
  const known = versions.get(file)
  if (known?.stamp === stamp) return known.version
  const version = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16)
  versions.set(file, { stamp, version })
  return version
}
