/**
 * `npx tsx scripts/demo/generate.ts` (or `npm run demo`): rebuilds scripts/demo/snapshot/ and
 * public/demo/ from scripts/demo/content/. Commit all three together.
 */
import path from 'node:path'
import { folderSize, generateDemo } from './generate-demo'

const root = path.resolve(__dirname, '..', '..')
const started = Date.now()
generateDemo({
  contentDir: path.join(root, 'scripts/demo/content'),
  snapshotDir: path.join(root, 'scripts/demo/snapshot'),
  publicDir: path.join(root, 'public')
}).then(
  (result) => {
    const pages = result.files.filter((f) => f.endsWith('.json') && !f.endsWith('manifest.json')).length
    const mediaKb = (folderSize(path.join(root, 'public/demo')) / 1024).toFixed(1)
    const locales = Object.entries(result.localeRootPageIds).map(([locale, id]) => `, ${locale} root ${id}`)
    console.log(`demo: ${pages} pages, root ${result.rootPageId}${locales.join('')}, public/demo ${mediaKb} KB, ${Date.now() - started} ms`)
  },
  (err: unknown) => {
    console.error(`demo: ${(err as Error).message}`)
    process.exitCode = 1
  }
)
