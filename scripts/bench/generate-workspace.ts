import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { idToUuid, uuidToId } from 'notion-utils'
import { readRecord, type RawBlock, type RawCollection } from '@/lib/notion/read-record'
import { readSnapshotManifest } from '@/lib/notion/read-snapshot-manifest'

type Json = Record<string, unknown>
interface RecordMap {
  block: Record<string, unknown>
  collection?: Record<string, unknown>
  notion_user?: Record<string, unknown>
  [table: string]: Record<string, unknown> | undefined
}

/** The bench's posts are dated from here, one a day going back, so every run builds the same site. */
const FIRST_DATE = Date.UTC(2026, 5, 30)
const DAY_MS = 86_400_000

/** A stable uuid for a name: runs of the bench generate byte-identical workspaces. */
export function benchId(name: string): string {
  return idToUuid(createHash('sha1').update(`quire-bench/${name}`).digest('hex').slice(0, 32).replace(/^(.{12})./, '$14').replace(/^(.{16})./, '$18'))
}

const WORDS = 'notion quire page block build cache request limit retry sync theme post draft reader column index table query chunk'.split(' ')

function sentence(seed: number, words = 14): string {
  return Array.from({ length: words }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]).join(' ') + '.'
}

function box(value: Json, spaceId: string): Json {
  return { spaceId, value: { value, role: 'reader' } }
}

/** About twenty blocks of the kinds a blog post is made of; every fifth post also has a code block. */
function bodyOf(postIndex: number): Array<{ type: string; title?: string; children?: Array<{ type: string; title: string }>; format?: Json; properties?: Json }> {
  const s = (n: number) => sentence(postIndex + n)
  const blocks: Array<{ type: string; title?: string; children?: Array<{ type: string; title: string }>; format?: Json; properties?: Json }> = [
    { type: 'text', title: s(1) },
    { type: 'header', title: `Part one of post ${postIndex}` },
    { type: 'text', title: s(2) },
    { type: 'bulleted_list', title: s(3) },
    { type: 'bulleted_list', title: s(4) },
    { type: 'bulleted_list', title: s(5) },
    { type: 'sub_header', title: 'Details' },
    { type: 'numbered_list', title: s(6) },
    { type: 'numbered_list', title: s(7) },
    { type: 'quote', title: s(8) },
    { type: 'callout', title: s(9), format: { page_icon: '💡' } },
    { type: 'divider' },
    { type: 'header', title: 'Part two' },
    { type: 'text', title: s(10) },
    { type: 'to_do', title: s(11) },
    { type: 'toggle', title: 'More', children: [{ type: 'text', title: s(12) }] },
    { type: 'image', properties: { source: [['https://images.unsplash.com/photo-1500000000000?bench']] }, format: { block_width: 640 } },
    { type: 'sub_sub_header', title: 'Notes' },
    { type: 'text', title: s(13) }
  ]
  if (postIndex % 5 === 0) blocks.push({ type: 'code', title: `const post = ${postIndex}\nconsole.log(post)`, properties: { language: [['JavaScript']] } })
  else blocks.push({ type: 'text', title: s(14) })
  return blocks
}

export interface GeneratedWorkspace {
  dir: string
  rootPageId: string
  postIds: string[]
}

export interface GenerateOptions {
  demoDir: string
  dir: string
  posts: number
  /** Categories the posts are spread over (`Category 1`...); by default three of the demo's own. */
  categories?: number
  /** Tags the posts are spread over, two a post (`Tag 1`...); by default four of the demo's own, one a post. */
  tags?: number
}

/** The demo's own categories and tags, which the 1,000-post bench has always used. */
const DEMO_CATEGORIES = ['Engineering', 'Guides', 'Writing']
const DEMO_TAGS = ['Notion', 'Publishing', 'Workflow', 'Performance']
const COLORS = ['default', 'gray', 'brown', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'red']

/** `count` names (`Tag 1`, `Tag 2`...), or the demo's own when no count is given. */
function namesOf(prefix: string, count: number | undefined, demo: readonly string[]): string[] {
  return count === undefined ? [...demo] : Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`)
}

/** The schema with `names` among a select column's options (coloured), as Notion keeps the options a column has used. */
function withOptions(collection: RawCollection, propertyId: string, names: readonly string[]): RawCollection {
  const property = collection.schema?.[propertyId] as { options?: Array<{ value: string }> } | undefined
  if (!property) return collection
  const known = new Set((property.options ?? []).map((option) => option.value))
  const added = names.filter((name) => !known.has(name)).map((value, i) => ({ id: benchId(`option/${propertyId}/${value}`), color: COLORS[i % COLORS.length], value }))
  return { ...collection, schema: { ...collection.schema, [propertyId]: { ...property, options: [...(property.options ?? []), ...added] } } } as RawCollection
}

/** `stored` (a record in either of Notion's formats, `{value}` or `{value: {value}}`) holding `value` instead. */
function restore(stored: unknown, value: unknown): unknown {
  const outer = stored as { value?: { value?: unknown } }
  if (outer.value && typeof outer.value === 'object' && 'value' in outer.value && outer.value.value && typeof outer.value.value === 'object') return { ...outer, value: { ...outer.value, value } }
  return { ...outer, value }
}

/**
 * A workspace of `posts` generated posts in the demo's database: the demo's root page, schema,
 * menus, notice, config and pages are kept, its posts replaced. Written as a snapshot folder the
 * test server serves (or the snapshot source reads).
 */
export function generateWorkspace(options: GenerateOptions): GeneratedWorkspace {
  const { demoDir, dir, posts } = options
  const { rootPageId } = readSnapshotManifest(demoDir)
  const rootFile = path.join(demoDir, `${uuidToId(rootPageId)}.json`)
  const root = JSON.parse(readFileSync(rootFile, 'utf8')) as RecordMap
  const rootBlock = readRecord(root.block, rootPageId) as RawBlock
  const collectionId = Object.keys(root.collection ?? {})[0] as string
  const demoCollection = readRecord<RawCollection>(root.collection, collectionId) as RawCollection
  const schemaId = (name: string) => Object.entries(demoCollection.schema ?? {}).find(([, p]) => p?.name === name)?.[0] ?? name
  const categories = namesOf('Category', options.categories, DEMO_CATEGORIES)
  const tags = namesOf('Tag', options.tags, DEMO_TAGS)
  const tagsOf = (i: number) => (options.tags === undefined ? [tags[i % tags.length] as string] : [tags[i % tags.length] as string, tags[(i * 7 + 3) % tags.length] as string].filter((tag, n, all) => all.indexOf(tag) === n))
  const collection = withOptions(withOptions(demoCollection, schemaId('category'), categories), schemaId('tags'), tags)
  // The record as stored, in the format the demo's was: the schema with every option the posts use.
  const collectionRecord = restore(root.collection?.[collectionId], collection)
  const spaceId = String((root.block[rootPageId] as Json).spaceId ?? '')
  const templateRowId = Object.keys(root.block).find((id) => readRecord(root.block, id)?.properties?.[schemaId('type')]?.[0]?.[0] === 'Post')
  const template = readRecord(root.block, templateRowId ?? '') as unknown as Json

  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  // Keep every row that is not a Post, with its page file.
  const keptRows = Object.keys(root.block).filter((id) => id !== rootPageId && readRecord(root.block, id)?.properties?.[schemaId('type')]?.[0]?.[0] !== 'Post')
  for (const id of keptRows) {
    const file = `${uuidToId(id)}.json`
    if (readdirSync(demoDir).includes(file)) writeFileSync(path.join(dir, file), readFileSync(path.join(demoDir, file)))
  }

  const rows: Record<string, unknown> = {}
  const postIds: string[] = []
  for (let i = 0; i < posts; i++) {
    const id = benchId(`post/${i}`)
    postIds.push(id)
    const time = FIRST_DATE - i * DAY_MS
    const date = new Date(time).toISOString().slice(0, 10)
    const blockIds: string[] = []
    const pageBlocks: Record<string, unknown> = {}
    const common = (blockId: string, parentId: string) => ({ id: blockId, version: 1, created_time: time, last_edited_time: time, parent_id: parentId, parent_table: 'block', alive: true, space_id: spaceId })
    for (const [n, spec] of bodyOf(i).entries()) {
      const blockId = benchId(`post/${i}/block/${n}`)
      blockIds.push(blockId)
      const childIds = (spec.children ?? []).map((_, c) => benchId(`post/${i}/block/${n}/${c}`))
      pageBlocks[blockId] = box({
        ...common(blockId, id),
        type: spec.type,
        ...((spec.title !== undefined || spec.properties) && { properties: { ...(spec.title !== undefined && { title: [[spec.title]] }), ...spec.properties } }),
        ...(spec.format && { format: spec.format }),
        ...(childIds.length > 0 && { content: childIds })
      }, spaceId)
      for (const [c, child] of (spec.children ?? []).entries()) {
        const childId = childIds[c] as string
        pageBlocks[childId] = box({ ...common(childId, blockId), type: child.type, properties: { title: [[child.title]] } }, spaceId)
      }
    }
    const properties = {
      title: [[`Bench post ${i}`]],
      [schemaId('type')]: [['Post']],
      [schemaId('status')]: [['Published']],
      [schemaId('slug')]: [[`bench-post-${i}`]],
      [schemaId('category')]: [[categories[i % categories.length] as string]],
      [schemaId('tags')]: [[tagsOf(i).join(',')]],
      [schemaId('date')]: [['‣', [['d', { type: 'date', start_date: date }]]]],
      [schemaId('summary')]: [[sentence(i, 20)]]
    }
    const row = box({
      ...template,
      id,
      version: 1,
      properties,
      content: blockIds,
      format: { page_full_width: false },
      created_time: time,
      last_edited_time: time,
      parent_id: collectionId,
      parent_table: 'collection',
      alive: true
    }, spaceId)
    rows[id] = row
    const page = { block: { [id]: row, ...pageBlocks }, collection: { [collectionId]: collectionRecord }, collection_view: {}, notion_user: root.notion_user ?? {}, collection_query: {}, signed_urls: {} }
    writeFileSync(path.join(dir, `${uuidToId(id)}.json`), JSON.stringify(page))
  }

  // The database: root page, posts (newest first), then the kept rows, in every view's query result.
  const block: Record<string, unknown> = { [rootPageId]: root.block[rootPageId], ...rows }
  for (const id of keptRows) block[id] = root.block[id]
  const blockIds = [...postIds, ...keptRows]
  const results = { collection_group_results: { type: 'results', blockIds, hasMore: false } }
  const views = Object.fromEntries((rootBlock.view_ids ?? []).map((viewId) => [viewId, results]))
  const database = { ...root, block, collection: { ...root.collection, [collectionId]: collectionRecord }, collection_query: { [collectionId]: views } }
  writeFileSync(path.join(dir, `${uuidToId(rootPageId)}.json`), JSON.stringify(database))
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ rootPageId, recordedAt: new Date(FIRST_DATE).toISOString(), source: `quire bench generator, ${posts} posts` }, null, 2))
  return { dir, rootPageId, postIds }
}

/** Edits one post as an owner would in Notion: new text in its first block and a new edit time. */
export function editPost(workspace: GeneratedWorkspace, index: number, text: string, at: number): void {
  const id = workspace.postIds[index] as string
  const rootFile = path.join(workspace.dir, `${uuidToId(workspace.rootPageId)}.json`)
  const pageFile = path.join(workspace.dir, `${uuidToId(id)}.json`)
  const root = JSON.parse(readFileSync(rootFile, 'utf8')) as RecordMap
  const page = JSON.parse(readFileSync(pageFile, 'utf8')) as RecordMap
  const valueOf = (entry: unknown) => ((entry as { value: { value: Json } }).value.value)
  valueOf(root.block[id]).last_edited_time = at
  valueOf(page.block[id]).last_edited_time = at
  const firstChild = (valueOf(page.block[id]).content as string[])[0] as string
  valueOf(page.block[firstChild]).properties = { title: [[text]] }
  writeFileSync(rootFile, JSON.stringify(root))
  writeFileSync(pageFile, JSON.stringify(page))
}
