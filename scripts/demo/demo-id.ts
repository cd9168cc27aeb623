import { createHash } from 'node:crypto'

/** Namespace mixed into every hash, so demo ids never collide with ids derived the same way elsewhere. */
const NAMESPACE = 'quire-demo'

/**
 * A dashed uuid derived from a stable key (`row/welcome-to-quire/block/3.1`): regenerating the demo
 * gives every record the same id, so snapshot diffs show only real content changes. The version
 * and variant nibbles are set as in a v4 uuid, which is what Notion ids look like.
 */
export function demoId(key: string): string {
  const hex = createHash('sha1').update(`${NAMESPACE}:${key}`).digest('hex')
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)
  return [hex.slice(0, 8), hex.slice(8, 12), `4${hex.slice(13, 16)}`, `${variant}${hex.slice(17, 20)}`, hex.slice(20, 32)].join('-')
}
