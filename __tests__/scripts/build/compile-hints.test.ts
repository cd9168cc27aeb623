import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { addCompileHints, COMPILE_HINT, LAZY_CHUNK_MAX_BYTES } from '@/scripts/build/compile-hints'

let dist: string
const chunk = (name: string) => path.join(dist, 'static', 'chunks', name)
const read = (name: string) => readFileSync(chunk(name), 'utf8')

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'quire-hints-'))
  mkdirSync(path.join(dist, 'static', 'chunks', 'pages'), { recursive: true })
  const big = `var x=${JSON.stringify('x'.repeat(LAZY_CHUNK_MAX_BYTES))};`
  writeFileSync(chunk('framework.js'), big)
  writeFileSync(chunk('pages/index.js'), 'function page(){}')
  writeFileSync(chunk('theme.js'), 'function theme(){}')
  writeFileSync(chunk('pdf.js'), big)
  writeFileSync(chunk('styles.css'), 'body{}')
  writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/styles.css'], polyfillFiles: [], pages: { '/': ['static/chunks/pages/index.js'] } })
  )
})
afterEach(() => rmSync(dist, { recursive: true, force: true }))

describe('addCompileHints', () => {
  it('marks every first-load chunk, whatever its size, and the small lazily loaded ones', () => {
    const result = addCompileHints(dist)
    expect(result.marked.sort()).toEqual(['static/chunks/framework.js', 'static/chunks/pages/index.js', 'static/chunks/theme.js'].map(path.normalize))
    expect(read('framework.js').startsWith(COMPILE_HINT)).toBe(true)
    expect(read('theme.js')).toBe(`${COMPILE_HINT}function theme(){}`)
  })

  it('leaves a large chunk no page loads first (a library for one block type) lazy, and CSS alone', () => {
    const result = addCompileHints(dist)
    expect(result.skipped).toEqual([path.normalize('static/chunks/pdf.js')])
    expect(read('pdf.js').startsWith('var x=')).toBe(true)
    expect(read('styles.css')).toBe('body{}')
  })

  it('changes nothing when run twice', () => {
    addCompileHints(dist)
    const once = read('pages/index.js')
    addCompileHints(dist)
    expect(read('pages/index.js')).toBe(once)
  })

  it('names the missing manifest when run before a build', () => {
    rmSync(path.join(dist, 'build-manifest.json'))
    expect(() => addCompileHints(dist)).toThrow(/build-manifest\.json is missing; run next build first/)
  })
})
