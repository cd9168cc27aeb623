import type { RawBlock } from '@/lib/notion/read-record'
import { type AncestorLookup, findAncestorChain, MAX_ANCESTOR_DEPTH } from '@/lib/site/find-ancestor-chain'

const POST = 'post'

function lookupOf(blocks: RawBlock[], collections: RawBlock[] = []): AncestorLookup {
  const byId = new Map(blocks.map((block) => [block.id, block]))
  const collectionsById = new Map(collections.map((collection) => [collection.id, collection]))
  return { block: (id) => byId.get(id), collection: (id) => collectionsById.get(id) }
}

const inBlock = (id: string, parent: string, type = 'page'): RawBlock => ({ id, type, parent_id: parent, parent_table: 'block' })

describe('findAncestorChain', () => {
  it('finds a child page and gives the way down from the post', () => {
    expect(findAncestorChain('sub', POST, lookupOf([inBlock('sub', POST)]))).toEqual({ kind: 'found', chain: [POST, 'sub'] })
  })

  it('crosses toggles, columns and pages between', () => {
    const lookup = lookupOf([inBlock('toggle', POST, 'toggle'), inBlock('sub', 'toggle'), inBlock('column', 'sub', 'column'), inBlock('deep', 'column')])
    expect(findAncestorChain('deep', POST, lookup)).toEqual({ kind: 'found', chain: [POST, 'toggle', 'sub', 'column', 'deep'] })
  })

  it("crosses an inline database: the row's collection hangs from the database block", () => {
    const row: RawBlock = { id: 'row', type: 'page', parent_id: 'shelf', parent_table: 'collection' }
    const database = inBlock('db', POST, 'collection_view')
    const shelf: RawBlock = { id: 'shelf', parent_id: 'db', parent_table: 'block' }
    expect(findAncestorChain('row', POST, lookupOf([row, database], [shelf]))).toEqual({ kind: 'found', chain: [POST, 'db', 'row'] })
    // Without the collection the way up is unknown: refused, not guessed.
    expect(findAncestorChain('row', POST, lookupOf([row, database]))).toEqual({ kind: 'outside' })
  })

  it('asks for a block it has not got, so the caller can fetch it', () => {
    expect(findAncestorChain('deep', POST, lookupOf([inBlock('deep', 'sub')]))).toEqual({ kind: 'missing', id: 'sub' })
  })

  it('refuses a page under another post, a Draft or the workspace', () => {
    const otherPost: RawBlock = { id: 'other', type: 'page', parent_id: 'blog', parent_table: 'collection' }
    const blog: RawBlock = { id: 'blog', parent_id: 'root', parent_table: 'block' }
    const root: RawBlock = { id: 'root', type: 'collection_view_page', parent_id: 'space', parent_table: 'space' }
    const lookup = lookupOf([inBlock('sub', 'other'), otherPost, root], [blog])
    expect(findAncestorChain('sub', POST, lookup)).toEqual({ kind: 'outside' })
    expect(findAncestorChain('root', POST, lookup)).toEqual({ kind: 'outside' })
  })

  it('refuses a deleted block on the way', () => {
    const lookup = lookupOf([inBlock('sub', 'toggle'), { ...inBlock('toggle', POST, 'toggle'), alive: false }])
    expect(findAncestorChain('sub', POST, lookup)).toEqual({ kind: 'outside' })
  })

  it('stops on a loop and on a chain deeper than any page', () => {
    expect(findAncestorChain('a', POST, lookupOf([inBlock('a', 'b'), inBlock('b', 'a')]))).toEqual({ kind: 'outside' })
    const deep = Array.from({ length: MAX_ANCESTOR_DEPTH + 1 }, (_, i) => inBlock(`p${i}`, i === MAX_ANCESTOR_DEPTH ? POST : `p${i + 1}`))
    expect(findAncestorChain('p0', POST, lookupOf(deep))).toEqual({ kind: 'outside' })
  })

  it('refuses malformed blocks without throwing', () => {
    const lookup = lookupOf([{ id: 'sub', type: 'page', parent_table: 'block' }, { id: 'odd', type: 'page', parent_id: POST }])
    expect(findAncestorChain('sub', POST, lookup)).toEqual({ kind: 'outside' })
    expect(findAncestorChain('odd', POST, lookup)).toEqual({ kind: 'outside' })
  })
})
