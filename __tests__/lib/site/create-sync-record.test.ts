import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createSyncRecord } from '@/lib/site/create-sync-record'

let dir: string
let file: string
let logs: string[]

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'quire-sync-'))
  file = path.join(dir, 'quire', 'last-sync.json')
  logs = []
})
afterEach(() => {
  chmodSync(dir, 0o755)
  rmSync(dir, { recursive: true, force: true })
})

const record = () => createSyncRecord(file, (message) => logs.push(message))
const AT = Date.parse('2026-07-01T12:00:00.000Z')

test('no sync ever: none in memory, no file', async () => {
  expect(await record().last()).toBeNull()
  expect(logs).toEqual([])
})

test('a sync is kept in the file as an ISO time, and a later process (a restart) reads it', async () => {
  const first = record()
  await first.note(AT)
  expect(await first.last()).toBe(AT)
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ lastSyncAt: '2026-07-01T12:00:00.000Z' })
  expect(await record().last()).toBe(AT)
})

test('the time never goes back: syncs finishing out of order, or an older time in the file', async () => {
  const sync = record()
  await Promise.all([sync.note(AT + 2000), sync.note(AT + 1000)])
  expect(await sync.last()).toBe(AT + 2000)
  expect(await record().last()).toBe(AT + 2000)
  // Another process sharing the folder synced later: the newer of the two is the answer.
  writeFileSync(file, JSON.stringify({ lastSyncAt: new Date(AT + 9000).toISOString() }))
  expect(await sync.last()).toBe(AT + 9000)
})

test('a file that is not a sync counts as none, said once', async () => {
  mkdirSync(path.dirname(file), { recursive: true })
  for (const text of ['{not json', '{"lastSyncAt":"yesterday"}', '[]']) {
    writeFileSync(file, text)
    expect(await record().last()).toBeNull()
  }
  expect(logs).toHaveLength(3)
  logs = []
  const sync = record()
  await sync.last()
  await sync.last()
  expect(logs).toHaveLength(1)
  expect(logs[0]).toContain(`${file} does not hold the time of a sync`)
})

test('a folder it cannot write keeps the time in memory, said once, and never throws', async () => {
  chmodSync(dir, 0o500)
  const sync = record()
  await expect(sync.note(AT)).resolves.toBeUndefined()
  await sync.note(AT + 1000)
  expect(await sync.last()).toBe(AT + 1000)
  // root writes anywhere: the warning only comes where the folder really is read-only.
  if (process.getuid?.() !== 0) {
    expect(logs).toHaveLength(1)
    expect(logs[0]).toContain('cannot keep the time of the last sync')
  }
})
