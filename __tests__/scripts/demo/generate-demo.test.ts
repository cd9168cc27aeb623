import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { getBlockValue, getPageContentBlockIds, getPageTableOfContents, getTextContent } from 'notion-utils'
import type { ExtendedRecordMap, PageBlock } from 'notion-types'
import { BLOG_PROPERTY_IDS } from '@/scripts/demo/build-snapshot'
import { DEMO_RECORDED_AT, folderSize, generateDemo } from '@/scripts/demo/generate-demo'

const repo = path.resolve(__dirname, '../../..')
const contentDir = path.join(repo, 'scripts/demo/content')

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]))
    .sort()
}

function generateInto(dir: string) {
  return generateDemo({ contentDir, snapshotDir: path.join(dir, 'snapshot'), publicDir: path.join(dir, 'public') })
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'quire-demo-'))
const first = path.join(tmp, 'a')
const second = path.join(tmp, 'b')
let rootPageId = ''
const maps = new Map<string, Json>()

beforeAll(async () => {
  rootPageId = (await generateInto(first)).rootPageId
  await generateInto(second)
  for (const file of listFiles(path.join(first, 'snapshot'))) {
    if (file !== 'manifest.json') maps.set(file, JSON.parse(readFileSync(path.join(first, 'snapshot', file), 'utf8')))
  }
  // Two whole generations, each drawing three dozen WebP covers.
}, 60_000)

afterAll(() => rmSync(tmp, { recursive: true, force: true }))

const value = (box: Json): Json => box.value.value
const pageFile = (id: string) => `${id.replace(/-/g, '')}.json`
const map = (id: string): Json => {
  const found = maps.get(pageFile(id))
  if (!found) throw new Error(`no snapshot file for ${id}`)
  return found
}
const root = () => map(rootPageId)

/** The blog rows in database order, with their properties by column name. */
function rows(): { id: string; block: Json; prop: (name: keyof typeof BLOG_PROPERTY_IDS) => string }[] {
  const r = root()
  const collectionId = Object.keys(r.collection)[0] as string
  const viewId = value(r.block[rootPageId]).view_ids[0]
  const ids: string[] = r.collection_query[collectionId][viewId].collection_group_results.blockIds
  return ids.map((id) => {
    const block = value(r.block[id])
    const prop = (name: keyof typeof BLOG_PROPERTY_IDS): string => {
      const raw = block.properties?.[BLOG_PROPERTY_IDS[name]]
      return name === 'date' ? (raw?.[0]?.[1]?.[0]?.[1]?.start_date ?? '') : getTextContent(raw ?? [])
    }
    return { id, block, prop }
  })
}

const published = () => rows().filter((row) => row.prop('type') === 'Post' && row.prop('status') === 'Published')

describe('generated output', () => {
  test('is deterministic: two runs give byte-identical files', () => {
    const a = listFiles(first)
    expect(a).toEqual(listFiles(second))
    for (const file of a) expect(readFileSync(path.join(second, file)).equals(readFileSync(path.join(first, file)))).toBe(true)
  })

  test('the committed snapshot and public/demo are up to date (run `npm run demo`)', () => {
    const committed = path.join(repo, 'scripts/demo/snapshot')
    expect(listFiles(committed)).toEqual(listFiles(path.join(first, 'snapshot')))
    for (const file of listFiles(committed)) {
      expect({ file, same: readFileSync(path.join(committed, file)).equals(readFileSync(path.join(first, 'snapshot', file))) }).toEqual({ file, same: true })
    }
    const media = path.join(repo, 'public/demo')
    expect(listFiles(media)).toEqual(listFiles(path.join(first, 'public/demo')))
    for (const file of listFiles(media)) expect(readFileSync(path.join(media, file)).equals(readFileSync(path.join(first, 'public/demo', file)))).toBe(true)
  })

  test('manifest names the root page and a fixed time', () => {
    const manifest = JSON.parse(readFileSync(path.join(first, 'snapshot/manifest.json'), 'utf8'))
    expect(manifest).toEqual({ rootPageId, recordedAt: DEMO_RECORDED_AT, source: 'quire demo generator' })
    expect(rootPageId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  })

  test('every record is in the current format and keyed by its own id', () => {
    expect(maps.size).toBeGreaterThan(40)
    for (const [file, recordMap] of maps) {
      expect(Object.keys(recordMap)).toEqual(['block', 'collection', 'collection_view', 'notion_user', 'collection_query', 'signed_urls'])
      for (const table of ['block', 'collection', 'collection_view', 'notion_user']) {
        for (const [id, box] of Object.entries(recordMap[table] as Json)) {
          expect(Object.keys(box)).toEqual(['spaceId', 'value'])
          expect(Object.keys(box.value)).toEqual(['value', 'role'])
          expect(box.value.role).toBe('reader')
          expect({ file, table, id: box.value.value.id }).toEqual({ file, table, id })
        }
      }
      const pageId = Object.keys(recordMap.block)[0] as string
      expect(pageFile(pageId)).toBe(file)
    }
  })

  test('every referenced block, collection, view and query row exists in the same record map', () => {
    for (const [file, recordMap] of maps) {
      const rm = recordMap as unknown as ExtendedRecordMap
      for (const id of getPageContentBlockIds(rm)) expect({ file, id, found: !!getBlockValue(rm.block[id]) }).toEqual({ file, id, found: true })
      for (const box of Object.values(recordMap.block as Json)) {
        const block = value(box)
        if (block.type !== 'collection_view' && block.type !== 'collection_view_page') continue
        expect(recordMap.collection[block.collection_id]).toBeDefined()
        for (const viewId of block.view_ids) {
          expect(recordMap.collection_view[viewId]).toBeDefined()
          const results = recordMap.collection_query[block.collection_id][viewId]
          for (const [key, entry] of Object.entries(results as Json)) {
            if (key.startsWith('results') || key === 'collection_group_results') {
              for (const rowId of entry.blockIds) expect({ file, rowId, found: !!recordMap.block[rowId] }).toEqual({ file, rowId, found: true })
            }
          }
        }
      }
      for (const box of Object.values(recordMap.block as Json)) {
        const block = value(box)
        if (block.parent_table === 'collection') expect({ file, collection: !!recordMap.collection[block.parent_id] }).toEqual({ file, collection: true })
      }
    }
  })

  test('every /demo/ path in the snapshot is a file under public/demo', () => {
    const paths = new Set<string>()
    const visit = (node: unknown): void => {
      if (typeof node === 'string' && node.startsWith('/demo/')) paths.add(node)
      else if (Array.isArray(node)) node.forEach(visit)
      else if (node && typeof node === 'object') Object.values(node).forEach(visit)
    }
    maps.forEach(visit)
    expect(paths.size).toBeGreaterThan(10)
    const media = new Set(listFiles(path.join(first, 'public/demo')).map((f) => `/demo/${f}`))
    for (const p of paths) expect({ p, exists: media.has(p) }).toEqual({ p, exists: true })
  })

  test('every site-relative link in text points at a served post, page or route', () => {
    const served = new Set(
      rows()
        .filter((row) => ['Post', 'Page'].includes(row.prop('type')) && ['Published', 'Invisible'].includes(row.prop('status')))
        // Posts are served under the default POST_URL_PREFIX; a text link may also name them by their bare slug.
        .flatMap((row) => (row.prop('type') === 'Post' ? [`/${row.prop('slug')}`, `/article/${row.prop('slug')}`] : [`/${row.prop('slug')}`]))
    )
    const routes = new Set(['/', '/archive', '/category', '/tag', '/search', '/rss/feed.xml'])
    const links = new Set<string>()
    const visit = (node: unknown): void => {
      if (Array.isArray(node) && node[0] === 'a' && typeof node[1] === 'string' && node[1].startsWith('/')) links.add(node[1])
      else if (Array.isArray(node)) node.forEach(visit)
      else if (node && typeof node === 'object') Object.values(node).forEach(visit)
    }
    maps.forEach(visit)
    rows()
      .filter((row) => row.prop('type').endsWith('Menu') && row.prop('slug').startsWith('/'))
      .forEach((row) => links.add(row.prop('slug')))
    expect(links.size).toBeGreaterThan(5)
    for (const link of links) expect({ link, ok: served.has(link) || routes.has(link) }).toEqual({ link, ok: true })
  })

  test('public/demo stays small, and the PDF and WAV are well formed', () => {
    expect(folderSize(path.join(first, 'public/demo'))).toBeLessThan(1024 * 1024)
    const pdf = readFileSync(path.join(first, 'public/demo/files/quire-demo-handbook.pdf'), 'latin1')
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1])
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref')
    Array.from(pdf.matchAll(/(\d{10}) 00000 n /g)).forEach((match, k) => {
      const offset = Number(match[1])
      expect(pdf.slice(offset, offset + `${k + 1} 0 obj`.length)).toBe(`${k + 1} 0 obj`)
    })
    const wav = readFileSync(path.join(first, 'public/demo/files/chime.wav'))
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF')
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE')
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8)
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44)
  })
})

describe('the root database page', () => {
  test('is a collection_view_page, first in its map, with table and gallery views', () => {
    const r = root()
    expect(Object.keys(r.block)[0]).toBe(rootPageId)
    const page = value(r.block[rootPageId])
    expect(page.type).toBe('collection_view_page')
    expect(page.format.collection_pointer.id).toBe(page.collection_id)
    expect(page.view_ids.map((id: string) => value(r.collection_view[id]).type)).toEqual(['table', 'gallery'])
    const collection = value(r.collection[page.collection_id])
    expect(getTextContent(collection.name)).toBe('Quire Demo')
    expect(getTextContent(collection.description)).toMatch(/publishing/)
  })

  test('schema has the blog columns by name, title under the id "title", short ids elsewhere', () => {
    const r = root()
    const schema = value(r.collection[Object.keys(r.collection)[0] as string]).schema
    const byName = Object.fromEntries(Object.entries(schema as Json).map(([id, s]) => [s.name, { id, type: s.type }]))
    expect(byName).toMatchObject({
      title: { id: 'title', type: 'title' },
      type: { type: 'select' },
      status: { type: 'select' },
      slug: { type: 'text' },
      category: { type: 'select' },
      tags: { type: 'multi_select' },
      date: { type: 'date' },
      summary: { type: 'text' },
      password: { type: 'text' },
      icon: { type: 'text' },
      ext: { type: 'text' }
    })
    for (const id of Object.keys(schema)) if (id !== 'title') expect(id).toHaveLength(4)
    expect(schema[BLOG_PROPERTY_IDS.category].options.length).toBeGreaterThanOrEqual(4)
    expect(schema[BLOG_PROPERTY_IDS.tags].options.length).toBeGreaterThanOrEqual(8)
    for (const option of [...schema[BLOG_PROPERTY_IDS.category].options, ...schema[BLOG_PROPERTY_IDS.tags].options]) {
      expect(option).toEqual({ id: expect.any(String), color: expect.any(String), value: expect.any(String) })
    }
  })

  test('row blocks carry properties the way Notion stores them and no child blocks ride along', () => {
    const r = root()
    const post = rows().find((row) => row.prop('slug') === 'every-block')?.block as Json
    const P = BLOG_PROPERTY_IDS
    expect(post.parent_table).toBe('collection')
    expect(post.properties[P.type]).toEqual([['Post']])
    expect(post.properties[P.tags]).toEqual([['Notion,Markdown,Publishing']])
    expect(post.properties[P.date]).toEqual([['‣', [['d', { type: 'date', start_date: '2026-06-12' }]]]])
    expect(post.properties[P.summary]).toContainEqual(['Notion block', [['b']]])
    for (const id of post.content) expect(r.block[id]).toBeUndefined()
  })
})

describe('content requirements', () => {
  test('at least 30 published posts across 4+ categories and 8+ tags, over 3+ years', () => {
    const posts = published()
    expect(posts.length).toBeGreaterThanOrEqual(30)
    expect(new Set(posts.map((p) => p.prop('category'))).size).toBeGreaterThanOrEqual(4)
    expect(new Set(posts.flatMap((p) => p.prop('tags').split(','))).size).toBeGreaterThanOrEqual(8)
    expect(new Set(posts.map((p) => p.prop('date').slice(0, 4))).size).toBeGreaterThanOrEqual(3)
    const dates = rows()
      .filter((row) => row.prop('type') === 'Post')
      .map((row) => row.prop('date'))
    expect(dates).toEqual([...dates].sort().reverse())
  })

  test('one Invisible post and one Draft', () => {
    const posts = rows().filter((row) => row.prop('type') === 'Post')
    expect(posts.filter((p) => p.prop('status') === 'Invisible')).toHaveLength(1)
    expect(posts.filter((p) => p.prop('status') === 'Draft')).toHaveLength(1)
  })

  test('an About page with slug "about"', () => {
    const about = rows().filter((row) => row.prop('type') === 'Page' && row.prop('slug') === 'about')
    expect(about).toHaveLength(1)
    expect(about[0]?.prop('status')).toBe('Published')
  })

  test('Menu rows with links and icons, each SubMenu right after a Menu or SubMenu', () => {
    const all = rows()
    const menus = all.filter((row) => row.prop('type') === 'Menu')
    expect(menus.length).toBeGreaterThanOrEqual(4)
    expect(menus.map((m) => m.prop('slug'))).toEqual(expect.arrayContaining(['/archive', '/category', '/search', '/about']))
    expect(menus.some((m) => m.prop('slug').startsWith('https://'))).toBe(true)
    for (const menu of menus) expect(menu.prop('icon')).not.toBe('')
    const subs = all.filter((row) => row.prop('type') === 'SubMenu')
    expect(subs.length).toBeGreaterThanOrEqual(2)
    all.forEach((row, k) => {
      if (row.prop('type') === 'SubMenu') expect(['Menu', 'SubMenu']).toContain(all[k - 1]?.prop('type'))
    })
  })

  test('one published Notice with a body', () => {
    const notices = rows().filter((row) => row.prop('type') === 'Notice')
    expect(notices).toHaveLength(1)
    expect(notices[0]?.prop('status')).toBe('Published')
    expect(Object.keys(map(notices[0]?.id as string).block).length).toBeGreaterThan(1)
  })

  test('a Config row whose page holds the key / value / enabled table, with a disabled row', () => {
    const configs = rows().filter((row) => row.prop('type') === 'Config')
    expect(configs).toHaveLength(1)
    const rm = map(configs[0]?.id as string)
    const view = Object.values(rm.block as Json).map(value).find((b) => b.type === 'collection_view') as Json
    const collection = value(rm.collection[view.collection_id])
    const ids = Object.fromEntries(Object.entries(collection.schema as Json).map(([id, s]) => [s.name, id]))
    expect(Object.fromEntries(Object.entries(collection.schema as Json).map(([, s]) => [s.name, s.type]))).toEqual({ key: 'title', value: 'text', enabled: 'checkbox' })
    const rowIds: string[] = rm.collection_query[view.collection_id][view.view_ids[0]].collection_group_results.blockIds
    const entries = rowIds.map((id) => {
      const props = value(rm.block[id]).properties
      return [getTextContent(props.title), getTextContent(props[ids.value as string]), getTextContent(props[ids.enabled as string] ?? [])]
    })
    expect(entries).toEqual(
      expect.arrayContaining([
        ['LANG', 'en-US', 'Yes'],
        ['TITLE', 'Quire Demo', 'Yes'],
        ['AUTHOR', 'Quire', 'Yes'],
        ['THEME', 'hexo', 'No']
      ])
    )
    expect(entries.find((e) => e[0] === 'BIO')?.[2]).toBe('Yes')
  })

  test('a password-locked post with password "quire-demo"', () => {
    const locked = rows().filter((row) => row.prop('password'))
    expect(locked.map((row) => [row.prop('slug'), row.prop('password'), row.prop('status')])).toEqual([['a-locked-letter', 'quire-demo', 'Published']])
  })

  test('posts with three or more headings and posts with fewer', () => {
    const counts = published().map((post) => {
      const rm = map(post.id) as unknown as ExtendedRecordMap
      return getPageTableOfContents(getBlockValue(rm.block[post.id]) as PageBlock, rm).length
    })
    expect(counts.filter((n) => n >= 3).length).toBeGreaterThanOrEqual(3)
    expect(counts.filter((n) => n < 3).length).toBeGreaterThanOrEqual(3)
  })

  test('covers and icons, emoji and local files', () => {
    const formats = published().map((post) => post.block.format ?? {})
    expect(formats.filter((f) => f.page_cover?.startsWith('/demo/covers/')).length).toBeGreaterThanOrEqual(30)
    expect(formats.some((f) => f.page_icon?.startsWith('/demo/icons/'))).toBe(true)
    expect(formats.some((f) => f.page_icon && !f.page_icon.startsWith('/'))).toBe(true)
    expect(formats.some((f) => f.page_full_width === true)).toBe(true)
    expect(formats.some((f) => f.page_cover_position !== undefined && f.page_cover_position !== 0.5)).toBe(true)
  })
})

describe('the every-block post', () => {
  const everyBlock = () => {
    const post = rows().find((row) => row.prop('slug') === 'every-block')
    if (!post) throw new Error('no every-block post')
    const rm = map(post.id)
    const blocks = Object.values(rm.block as Json).map(value)
    return { post, rm, blocks, types: new Set(blocks.map((b) => b.type as string)) }
  }

  test('holds every block type of spec section 3', () => {
    const { types } = everyBlock()
    const expected = [
      'page',
      'collection_view',
      'header',
      'sub_header',
      'sub_sub_header',
      'text',
      'bulleted_list',
      'numbered_list',
      'to_do',
      'toggle',
      'quote',
      'callout',
      'divider',
      'code',
      'equation',
      'column_list',
      'column',
      'table',
      'table_row',
      'bookmark',
      'image',
      'video',
      'embed',
      'pdf',
      'audio',
      'file',
      'drive',
      'tweet',
      'maps',
      'gist',
      'table_of_contents',
      'alias',
      'transclusion_container',
      'transclusion_reference'
    ]
    expect(expected.filter((t) => !types.has(t))).toEqual([])
  })

  test('the details each type needs are there', () => {
    const { blocks, rm } = everyBlock()
    const of = (type: string) => blocks.filter((b) => b.type === type)
    expect(of('to_do').some((b) => b.properties.checked[0][0] === 'Yes')).toBe(true)
    expect(of('sub_header').some((b) => b.format?.toggleable === true && b.content?.length)).toBe(true)
    expect(of('code')[0]?.properties.language).toEqual([['TypeScript']])
    expect(of('table')[0]?.format.table_block_column_order).toHaveLength(3)
    expect(Object.keys(of('table_row')[0]?.properties ?? {})).toEqual(of('table')[0]?.format.table_block_column_order)
    expect(of('bookmark')[0]?.properties).toMatchObject({ link: expect.any(Array), title: expect.any(Array), description: expect.any(Array) })
    expect(of('bookmark')[0]?.format).toMatchObject({ bookmark_icon: expect.any(String), bookmark_cover: expect.any(String) })
    expect(of('video')[0]?.properties.source[0][0]).toMatch(/youtube\.com/)
    expect(of('drive')[0]?.format.drive_properties).toMatchObject({ url: expect.any(String), title: expect.any(String), thumbnail: expect.any(String) })
    for (const type of ['image', 'pdf', 'audio', 'file']) expect(of(type)[0]?.properties.source[0][0]).toMatch(/^\/demo\//)
    const alias = of('alias')[0]
    expect(value(rm.block[alias?.format.alias_pointer.id]).type).toBe('page')
    const reference = of('transclusion_reference')[0]
    const container = value(rm.block[reference?.format.transclusion_reference_pointer.id])
    expect(container.type).toBe('transclusion_container')
    expect(container.content.every((id: string) => rm.block[id])).toBe(true)
  })

  test('its inline database has table, gallery, list and board views', () => {
    const { blocks, rm } = everyBlock()
    const view = blocks.find((b) => b.type === 'collection_view') as Json
    expect(view.view_ids.map((id: string) => value(rm.collection_view[id]).type)).toEqual(['table', 'gallery', 'list', 'board'])
    const board = value(rm.collection_view[view.view_ids[3]])
    const results = rm.collection_query[view.collection_id][board.id]
    expect(results.board_columns.results.map((g: Json) => g.value.value ?? null)).toEqual(board.format.board_columns.map((g: Json) => g.value.value ?? null))
    for (const group of board.format.board_columns) expect(results[`results:select:${group.value.value ?? 'uncategorized'}`]).toBeDefined()
  })

  test('its child page has its own record map with its content', () => {
    const { blocks } = everyBlock()
    const child = blocks.find((b) => b.type === 'page' && b.parent_table === 'block') as Json
    const rm = map(child.id)
    expect(Object.keys(rm.block)[0]).toBe(child.id)
    for (const id of child.content) expect(rm.block[id]).toBeDefined()
  })
})
