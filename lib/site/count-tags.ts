import { DEFAULT_OPTION_COLOR } from './create-schema-reader'
import type { SitePost, TagItem } from './types'

/**
 * Tags of the given posts with how many use each, in the order of the tags column's options (the
 * order the owner arranged in Notion), with their option colors; tags no option lists follow in
 * order of first use, colored `default`. Unused options are left out.
 */
export function countTags(posts: SitePost[], options: Array<{ value: string; color: string }>): TagItem[] {
  const counts = new Map<string, number>()
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
  const colors = new Map(options.map((option) => [option.value, option.color]))
  const ordered = [...options.map((option) => option.value), ...counts.keys()]
  const items: TagItem[] = []
  const listed = new Set<string>()
  for (const name of ordered) {
    const count = counts.get(name)
    if (!count || listed.has(name)) continue
    listed.add(name)
    items.push({ name, color: colors.get(name) ?? DEFAULT_OPTION_COLOR, count })
  }
  return items
}
