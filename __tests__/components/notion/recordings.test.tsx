/** @jest-environment jsdom */
/**
 * Every real recording in shared/notion-recordings that holds a record map, and every page of
 * the demo snapshot, renders through NotionPage without an error (docs/behaviour.md §8: nothing throws).
 * Raw API responses are wrapped into record maps the way notion-client builds them.
 */
import { renderWithGlobal } from '../test-utils'
import { act } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { Component, type ReactNode } from 'react'
import { NotionPage } from '@/components/notion/NotionPage'
import { describeWithRecordings, jsonFilesUnder, recordingPath } from '../../fixtures/recordings'

jest.mock('@/components/notion/NotionPdf', () => ({ NotionPdf: () => null }))

const SNAPSHOT = path.join(process.cwd(), 'scripts/demo/snapshot')

type Json = Record<string, unknown>

function recordMapOf(json: Json): ExtendedRecordMap | null {
  const inner = (json.recordMap ?? json) as Json
  if (!inner || typeof inner.block !== 'object') return null
  return { collection: {}, collection_view: {}, notion_user: {}, collection_query: {}, signed_urls: {}, ...inner } as unknown as ExtendedRecordMap
}

class Catch extends Component<{ onError: (error: Error) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/** The record maps among `files`, named by their path in the repository or the recordings. */
function casesOf(files: string[], root: string) {
  return files
    .map((file) => ({ file: path.relative(root, file), recordMap: recordMapOf(JSON.parse(readFileSync(file, 'utf8')) as Json) }))
    .filter((entry): entry is { file: string; recordMap: ExtendedRecordMap } => entry.recordMap !== null)
}

// The renderers NotionPage loads lazily are compiled on their first import, which on a busy
// machine takes longer than one test's time: loaded once here, every render is timed on its own.
beforeAll(async () => {
  await Promise.all([import('@/components/notion/NotionCode'), import('@/components/notion/NotionEquation'), import('@/components/notion/NotionCollection')])
}, 120_000)

let spies: jest.SpyInstance[] = []
beforeEach(() => {
  spies = (['log', 'warn', 'error'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => {}))
})
afterEach(() => spies.forEach((spy) => spy.mockRestore()))

async function rendersWithoutError({ recordMap }: { recordMap: ExtendedRecordMap }) {
  const errors: Error[] = []
  await act(async () => {
    renderWithGlobal(
      <Catch onError={(error) => errors.push(error)}>
        <NotionPage recordMap={recordMap} />
      </Catch>
    )
  })
  // Let the lazily loaded parts (code, equation, collection) arrive and render too.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
  expect(errors.map((error) => `${error.message}\n${error.stack ?? ""}`.slice(0, 1500))).toEqual([])
}

describe('the demo snapshot', () => {
  const cases = casesOf(jsonFilesUnder(SNAPSHOT), process.cwd())

  test('has its pages to render', () => {
    expect(cases.length).toBeGreaterThan(40)
  })

  test.each(cases)('$file renders without an error', rendersWithoutError)
})

describeWithRecordings('the recordings', () => {
  const cases = casesOf(jsonFilesUnder(recordingPath('.')), recordingPath('.'))

  test('have record maps to render', () => {
    expect(cases.length).toBeGreaterThan(15)
  })

  test.each(cases)('$file renders without an error', rendersWithoutError)
})
