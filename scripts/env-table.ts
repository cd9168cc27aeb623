/**
 * Writes the docs' generated sections, so they are never out of date: the settings tables (from
 * conf/*.ts and each built theme's config.ts) into docs/settings.md and the theme gallery into
 * README.md. `npx tsx scripts/env-table.ts` prints them; with `--write` it puts them into their
 * files. A test fails when either file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SECTION_FILES, settingsSection, themeGallerySection, withMarkedSection } from './readme/sections'

const root = process.cwd()
const sections = { settings: settingsSection(root), themes: themeGallerySection(root) }
if (process.argv.includes('--write')) {
  for (const [name, body] of Object.entries(sections) as [keyof typeof sections, string][]) {
    const relative = SECTION_FILES[name]
    const file = path.join(root, relative)
    writeFileSync(file, withMarkedSection(readFileSync(file, 'utf8'), name, body, relative))
    console.log(`${relative}: ${name} written`)
  }
} else {
  console.log(Object.values(sections).join('\n\n'))
}
