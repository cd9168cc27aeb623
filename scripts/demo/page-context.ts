import type { Registry } from './registry'

/** What building one page's blocks needs to know. */
export interface PageContext {
  registry: Registry
  /** Row file key; every block id of the page derives from it and the block's position. */
  key: string
  /** File name, for errors. */
  file: string
  /** The page's created_time; blocks are stamped a little after it, in order. */
  created: number
  ordinal: { n: number }
}

/** Time between the created_time stamps of consecutive blocks: a plausible writing pace. */
const BLOCK_STEP_MS = 20_000

/** The created_time of the page's next block. */
export function nextTime(ctx: PageContext): number {
  ctx.ordinal.n += 1
  return ctx.created + ctx.ordinal.n * BLOCK_STEP_MS
}

/** A site path must name a file the generator draws; URLs pass through. */
export function local(url: string, ctx: PageContext): string {
  if (url.startsWith('/') && !ctx.registry.media.has(url)) throw new Error(`${ctx.file}: "${url}" is not a demo file (make-media.ts lists them)`)
  return url
}

/** Emoji stay as they are; a site path must name a demo file. */
export function icon(value: string, ctx: PageContext): string {
  return value.startsWith('/') ? local(value, ctx) : value
}
