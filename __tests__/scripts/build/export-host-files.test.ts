import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { writeExportHostFiles } from '@/scripts/build/export-host-files'

let out: string
beforeEach(() => {
  out = mkdtempSync(path.join(tmpdir(), 'quire-out-'))
})
afterEach(() => rmSync(out, { recursive: true, force: true }))

test('out/404.html is the site 404 page, and out/_headers carries the security headers for every path', () => {
  mkdirSync(path.join(out, '404'))
  writeFileSync(path.join(out, '404', 'index.html'), '<title>404 | Quire</title>')
  expect(writeExportHostFiles(out)).toEqual(['404.html', '_headers'])
  expect(readFileSync(path.join(out, '404.html'), 'utf8')).toBe('<title>404 | Quire</title>')
  const headers = readFileSync(path.join(out, '_headers'), 'utf8')
  expect(headers).toMatch(/^\/\*$/m)
  expect(headers).toContain("  Content-Security-Policy: frame-ancestors 'self'")
  expect(headers).toContain('  X-Frame-Options: SAMEORIGIN')
  expect(headers).toContain('  X-Content-Type-Options: nosniff')
})

test('an export whose build wrote no 404 page fails, naming it', () => {
  expect(() => writeExportHostFiles(out)).toThrow('no 404 page')
  expect(existsSync(path.join(out, '404.html'))).toBe(false)
})
