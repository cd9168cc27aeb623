import { createHash } from 'node:crypto'

/** Characters Notion uses in its short property ids, minus quote and backslash so the JSON stays readable. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~'

/**
 * A 4-character property id like Notion's (`vTk~`, `O@yG`) derived from `seed`; `taken` ids are
 * skipped so two columns of one collection never share an id. `title` is reserved by Notion.
 */
export function propertyId(seed: string, taken: ReadonlySet<string> = new Set()): string {
  for (let attempt = 0; ; attempt++) {
    const bytes = createHash('sha1').update(`${seed}#${attempt}`).digest()
    let id = ''
    for (let k = 0; k < 4; k++) id += ALPHABET.charAt((bytes[k] as number) % ALPHABET.length)
    if (id !== 'title' && !taken.has(id)) return id
  }
}
