import { pointer } from './record-kit'
import type { Registry } from './registry'
import type { JsonObject } from './types'

/** Points every `::synced-ref` at its container once all pages are built; an unknown name is an error. */
export function resolveSyncedRefs(registry: Registry): void {
  for (const ref of registry.syncedRefs) {
    const container = registry.synced.get(ref.name)
    if (!container) throw new Error(`${ref.where}: "::synced-ref ${ref.name}" names no ":::synced ${ref.name}" block`)
    const format = ref.block.format as JsonObject
    format.transclusion_reference_pointer = pointer(container.id, 'block')
  }
}
