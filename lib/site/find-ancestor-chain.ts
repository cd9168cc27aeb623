import type { RawBlock } from '@/lib/notion/read-record'

/**
 * Deeper than any page a person nests by hand; a longer walk is a loop or bad data, and stops
 * rather than fetching without end.
 */
export const MAX_ANCESTOR_DEPTH = 64

/** How a walk up from a page ended. */
export type AncestorWalk =
  /** Ids from the ancestor down to the page, both included. */
  | { kind: 'found'; chain: string[] }
  /** The walk needs this block, which the caller has not got yet (it may fetch it and walk again). */
  | { kind: 'missing'; id: string }
  /** The page does not lie below the ancestor: the walk reached a workspace, a database or a loop. */
  | { kind: 'outside' }

/** The records a walk reads: blocks, and the collections between a database row and its database block. */
export interface AncestorLookup {
  block(id: string): RawBlock | undefined
  collection(id: string): Pick<RawBlock, 'id' | 'parent_id' | 'parent_table'> | undefined
}

/**
 * Walks `parent_id` up from `pageId` until it meets `ancestorId`. Parents are blocks (a page in a
 * toggle, a column, another page) or, for a row of an inline database, its collection and then the
 * database's block. A workspace page, or a collection the caller does not know, ends the walk
 * without the ancestor. Both ids are dashed uuids.
 */
export function findAncestorChain(pageId: string, ancestorId: string, lookup: AncestorLookup): AncestorWalk {
  const chain: string[] = []
  const seen = new Set<string>()
  let id = pageId
  while (chain.length < MAX_ANCESTOR_DEPTH) {
    if (seen.has(id)) return { kind: 'outside' }
    seen.add(id)
    chain.push(id)
    if (id === ancestorId) return { kind: 'found', chain: chain.reverse() }
    const block = lookup.block(id)
    if (!block) return { kind: 'missing', id }
    if (block.alive === false) return { kind: 'outside' }
    const parent = block.parent_table === 'collection' && block.parent_id ? lookup.collection(block.parent_id) : block
    if (parent?.parent_table !== 'block' || typeof parent.parent_id !== 'string') return { kind: 'outside' }
    id = parent.parent_id
  }
  return { kind: 'outside' }
}
