import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ExtendedRecordMap } from 'notion-types'
import { NotionRenderer } from 'react-notion-x'
import { Collection } from 'react-notion-x/third-party/collection'

const snapshotDir = path.resolve(__dirname, '../../../scripts/demo/snapshot')

/**
 * The renderer Quire is built on must draw every demo page without throwing: a shape it cannot
 * read would show up here before it shows up as a blank post.
 */
describe('the committed demo snapshot renders with react-notion-x', () => {
  const files = readdirSync(snapshotDir).filter((f) => f !== 'manifest.json')

  test.each(files)('%s', (file) => {
    const recordMap = JSON.parse(readFileSync(path.join(snapshotDir, file), 'utf8')) as ExtendedRecordMap
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined)
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const html = renderToStaticMarkup(<NotionRenderer recordMap={recordMap} fullPage components={{ Collection }} />)
    const complaints = [...log.mock.calls, ...warn.mock.calls].map((args) => args.join(' ')).filter((line) => /missing|unsupported/i.test(line))
    log.mockRestore()
    warn.mockRestore()
    expect(html.length).toBeGreaterThan(100)
    expect(complaints).toEqual([])
  })
})
