import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brandIconFiles } from '@/scripts/share-icons/brand-icons'

/**
 * The share bar's marks and colours in the repository are what scripts/share-icons writes from
 * simple-icons: after updating the package, run `npx tsx scripts/share-icons/write-brand-icons.ts`.
 */
test.each(Object.entries(brandIconFiles()))('%s is as scripts/share-icons writes it from simple-icons', (file, content) => {
  expect(readFileSync(path.join(process.cwd(), file), 'utf8')).toBe(content)
})

test('every brand has its mark and its colour', () => {
  const files = brandIconFiles()
  const colours = JSON.parse(files['components/share/share-brands.json']!) as Record<string, string>
  expect(Object.keys(colours).sort()).toEqual(['facebook', 'line', 'messenger', 'qq', 'reddit', 'telegram', 'twitter', 'wechat', 'weibo', 'whatsapp'])
  for (const [service, colour] of Object.entries(colours)) {
    expect(colour).toMatch(/^#[0-9A-F]{6}$/)
    expect(files[`public/share-icons/${service}.svg`]).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*>.*<path d="[^"]+"\/><\/svg>\n$/)
  }
})
