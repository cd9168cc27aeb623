import type { ExtendedRecordMap } from 'notion-types'

/** View format lists whose entries react-notion-x destructures as `{ property, value: { value, type } }`. */
const GROUP_LISTS = ['collection_groups', 'board_columns'] as const

type Entry = { property?: string; value?: unknown }
type ViewValue = { parent_id?: string; format?: Record<string, unknown> }

function unwrap(record: unknown): ViewValue | undefined {
  const outer = (record as { value?: { value?: unknown; role?: unknown } } | undefined)?.value
  if (!outer || typeof outer !== 'object') return undefined
  return ('role' in outer && outer.value && typeof outer.value === 'object' ? outer.value : outer) as ViewValue
}

/**
 * Collection views whose group lists react-notion-x can draw. Notion stores the "No value" group of
 * a grouped view as `{ value: null }`, which react-notion-x reads as `null.value` and throws; such
 * a group becomes the uncategorized group of its property's type. Views needing no change are kept.
 */
export function safeCollectionViews(recordMap: ExtendedRecordMap): ExtendedRecordMap['collection_view'] {
  const views = recordMap.collection_view ?? {}
  let result: ExtendedRecordMap['collection_view'] | null = null
  for (const [id, record] of Object.entries(views)) {
    const view = unwrap(record)
    const format = view?.format
    if (!format) continue
    let fixed: Record<string, unknown> | null = null
    for (const list of GROUP_LISTS) {
      const entries = format[list]
      if (!Array.isArray(entries) || !entries.some((entry: Entry) => !entry?.value || typeof entry.value !== 'object')) continue
      const schema = Object.values(recordMap.collection ?? {}).map((collection) => unwrap(collection) as { schema?: Record<string, { type?: string }> } | undefined)
      fixed ??= { ...format }
      fixed[list] = entries
        .filter((entry: Entry) => entry && typeof entry === 'object')
        .map((entry: Entry) => {
          if (entry.value && typeof entry.value === 'object') return entry
          const type = schema.map((collection) => collection?.schema?.[entry.property ?? '']?.type).find(Boolean) ?? 'select'
          return { ...entry, value: { type } }
        })
    }
    if (!fixed || !view) continue
    result ??= { ...views }
    result[id] = { role: 'reader', value: { ...view, format: fixed } } as unknown as ExtendedRecordMap['collection_view'][string]
  }
  return result ?? views
}
