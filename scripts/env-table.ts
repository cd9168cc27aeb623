/**
 * Writes the README's generated sections, so they are never out of date: the settings table (from
 * conf/*.ts and each built theme's config.ts) and the theme gallery. `npx tsx scripts/env-table.ts`
 * prints them; with `--write` it puts them into README.md. A test fails when the README is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { settingsSection, themeGallerySection, withReadmeSection } from './readme/sections'

const root = process.cwd()
const sections = { settings: settingsSection(root), themes: themeGallerySection(root) }
if (process.argv.includes('--write')) {
  const file = path.join(root, 'README.md')
  let readme = readFileSync(file, 'utf8')
  for (const [name, body] of Object.entries(sections)) readme = withReadmeSection(readme, name, body)
  writeFileSync(file, readme)
  console.log('README.md: settings and theme gallery written')
} else {
  console.log(Object.values(sections).join('\n\n'))
}
