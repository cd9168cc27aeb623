/** Writes the share bar's brand marks and colours from simple-icons (see brand-icons.ts). */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brandIconFiles } from './brand-icons'

const ROOT = path.resolve(__dirname, '..', '..')
for (const [file, content] of Object.entries(brandIconFiles())) {
  mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true })
  writeFileSync(path.join(ROOT, file), content)
  console.log(`[share-icons] ${file}`)
}
