import { execFile, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { readOrProduceShared } from '@/lib/site/read-or-produce-shared'

const run = promisify(execFile)
let dir: string

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'quire-shared-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** A build worker: loads the real module through tsx, produces slowly, prints what it got. */
const WORKER = `
const { appendFileSync } = require('node:fs')
const { readOrProduceShared } = require(${JSON.stringify(path.resolve('lib/site/read-or-produce-shared.ts'))})
const [dir, counter, mode] = process.argv.slice(2)
readOrProduceShared({
  dir,
  name: 'site-build-1',
  pollMs: 20,
  produce: async () => {
    appendFileSync(counter, process.pid + '\\n')
    await new Promise((resolve) => setTimeout(resolve, 400))
    if (mode === 'fail') throw new Error('Notion said 502')
    return { producedBy: process.pid, posts: ['a', 'b'] }
  }
}).then(
  (value) => console.log(JSON.stringify(value)),
  (error) => { console.log('ERROR ' + error.message); process.exitCode = 1 }
)
`

async function workers(count: number, mode = 'ok') {
  const script = path.join(dir, 'worker.cjs')
  writeFileSync(script, WORKER)
  const counter = path.join(dir, 'produced.txt')
  writeFileSync(counter, '')
  const cache = path.join(dir, 'cache')
  const outputs = await Promise.all(
    Array.from({ length: count }, () =>
      run(process.execPath, ['--import', 'tsx', script, cache, counter, mode], { cwd: process.cwd() }).then(
        (r) => r.stdout.trim(),
        (e: { stdout: string }) => e.stdout.trim()
      )
    )
  )
  const producers = readFileSync(counter, 'utf8').split('\n').filter(Boolean)
  return { outputs, producers, cache }
}

test('three build processes: one fetches, all get the same data', async () => {
  const { outputs, producers, cache } = await workers(3)
  expect(producers).toHaveLength(1)
  expect(new Set(outputs).size).toBe(1)
  expect(JSON.parse(outputs[0] as string)).toEqual({ producedBy: Number(producers[0]), posts: ['a', 'b'] })
  expect(readdirSync(cache).sort()).toEqual(['site-build-1.json'])
}, 30_000)

test("a producer's failure fails every process with its message, without refetching", async () => {
  const { outputs, producers } = await workers(3, 'fail')
  expect(producers).toHaveLength(1)
  for (const output of outputs) expect(output).toMatch(/^ERROR .*Notion said 502/)
}, 30_000)

test('a lock left by a dead process is taken over', async () => {
  const dead = spawnSync(process.execPath, ['-e', '']).pid
  mkdirSync(path.join(dir, 'site-x.lock'), { recursive: true })
  writeFileSync(path.join(dir, 'site-x.lock', 'owner'), String(dead))
  const value = await readOrProduceShared({ dir, name: 'site-x', pollMs: 5, produce: async () => 'fresh' })
  expect(value).toBe('fresh')
  expect(existsSync(path.join(dir, 'site-x.lock'))).toBe(false)
})

test('a live lock that never finishes times out with a clear error', async () => {
  mkdirSync(path.join(dir, 'site-y.lock'))
  writeFileSync(path.join(dir, 'site-y.lock', 'owner'), String(process.pid))
  await expect(readOrProduceShared({ dir, name: 'site-y', pollMs: 5, timeoutMs: 50, produce: async () => 'never' })).rejects.toThrow(/timed out .*site-y\.json/)
})

test("earlier builds' files are cleaned up once a new one is written", async () => {
  writeFileSync(path.join(dir, 'site-old.json'), '{}')
  writeFileSync(path.join(dir, 'site-old.error.json'), '{}')
  writeFileSync(path.join(dir, 'other.json'), '{}')
  await readOrProduceShared({ dir, name: 'site-new', stalePrefix: 'site-', produce: async () => 1 })
  expect(readdirSync(dir).sort()).toEqual(['other.json', 'site-new.json'])
})
