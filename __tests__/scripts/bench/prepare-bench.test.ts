import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { prepareBench } from '@/scripts/bench/prepare-bench'

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'quire-bench-setup-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A project as a fresh clone has it: sources and node_modules, no .bench, no site copy. */
function freshProject(): string {
  const project = path.join(root, 'project')
  mkdirSync(path.join(project, 'pages'), { recursive: true })
  mkdirSync(path.join(project, 'node_modules', 'next'), { recursive: true })
  mkdirSync(path.join(project, '.next'), { recursive: true })
  writeFileSync(path.join(project, 'pages', 'index.tsx'), 'export default function Home() { return null }\n')
  writeFileSync(path.join(project, 'node_modules', 'next', 'package.json'), '{"name":"next"}\n')
  writeFileSync(path.join(project, '.next', 'BUILD_ID'), 'old\n')
  return project
}

test('a fresh folder gets the bench folder and a site copy to build in', () => {
  const project = freshProject()
  const folders = { project, site: path.join(root, 'tmp', 'site'), bench: path.join(project, '.bench') }
  expect(existsSync(folders.bench)).toBe(false)

  prepareBench(folders)

  expect(statSync(folders.bench).isDirectory()).toBe(true)
  expect(readFileSync(path.join(folders.site, 'pages', 'index.tsx'), 'utf8')).toContain('Home')
  expect(existsSync(path.join(folders.site, 'node_modules', 'next', 'package.json'))).toBe(true)
  // The working tree's build is never copied: the bench builds its own.
  expect(existsSync(path.join(folders.site, '.next'))).toBe(false)
  // Lighthouse's report can now be written where the bench tells it to.
  expect(() => writeFileSync(path.join(folders.bench, 'lighthouse.json'), '{}')).not.toThrow()
})

test('a second run keeps the folders and refreshes the copy', () => {
  const project = freshProject()
  const folders = { project, site: path.join(root, 'site'), bench: path.join(project, '.bench') }
  prepareBench(folders)
  writeFileSync(path.join(project, 'pages', 'index.tsx'), 'export default function Home() { return "new" }\n')
  prepareBench(folders)
  expect(readFileSync(path.join(folders.site, 'pages', 'index.tsx'), 'utf8')).toContain('"new"')
})

test('the copy links node_modules again when the project installed other packages since', () => {
  const project = freshProject()
  writeFileSync(path.join(project, 'node_modules', '.package-lock.json'), '{"packages":{"node_modules/next":{}}}\n')
  const folders = { project, site: path.join(root, 'site'), bench: path.join(project, '.bench') }
  prepareBench(folders)
  expect(existsSync(path.join(folders.site, 'node_modules', 'added', 'package.json'))).toBe(false)

  // `npm ci` after a package was added: a new record, a new folder.
  mkdirSync(path.join(project, 'node_modules', 'added'), { recursive: true })
  writeFileSync(path.join(project, 'node_modules', 'added', 'package.json'), '{"name":"added"}\n')
  writeFileSync(path.join(project, 'node_modules', '.package-lock.json'), '{"packages":{"node_modules/next":{},"node_modules/added":{}}}\n')
  prepareBench(folders)
  expect(existsSync(path.join(folders.site, 'node_modules', 'added', 'package.json'))).toBe(true)

  // Nothing installed since: the links are kept (a file only the copy has survives).
  writeFileSync(path.join(folders.site, 'node_modules', 'copy-only'), 'x')
  prepareBench(folders)
  expect(existsSync(path.join(folders.site, 'node_modules', 'copy-only'))).toBe(true)
})
