import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_CONFIG } from '@/lib/config'

const readme = readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8')

describe('README', () => {
  it('opens with the two commands: run the demo, run every test', () => {
    const firstBlock = readme.slice(readme.indexOf('```sh'), readme.indexOf('```', readme.indexOf('```sh') + 5))
    expect(firstBlock).toContain('npm install && npm run dev')
    expect(firstBlock).toContain('npm test')
  })

  it('documents every setting (regenerate with `npx tsx scripts/env-table.ts`)', () => {
    const missing = Object.keys(DEFAULT_CONFIG).filter((key) => !readme.includes(`| \`${key}\` |`))
    expect(missing).toEqual([])
  })

  it('states the demo password', () => {
    expect(readme).toContain('quire-demo')
  })
})

describe('.ci/run', () => {
  it('installs with npm ci and then runs exactly the README test command', () => {
    const run = readFileSync(path.join(__dirname, '..', '.ci', 'run'), 'utf8')
    const commands = run.split('\n').filter((line) => line.trim() && !line.startsWith('#') && !/^(set|cd|export) /.test(line))
    expect(commands).toEqual(['npm ci --no-audit --no-fund', 'npm test'])
  })
})
