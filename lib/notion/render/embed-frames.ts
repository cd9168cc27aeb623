import type { Block, ExtendedRecordMap } from 'notion-types'

/**
 * Block types react-notion-x 8 draws as an <iframe> of its own (its Asset component), where no
 * component of ours could give the frame a `sandbox`. notionBodyRecordMap hands them to
 * components.Embed (NotionEmbed) instead, the one frame-drawing block it lets us replace.
 */
export const FRAME_KINDS = ['embed', 'video', 'figma', 'typeform', 'gist', 'maps', 'excalidraw', 'codepen', 'drive', 'replit'] as const

export type FrameKind = (typeof FRAME_KINDS)[number]

/** Where a retyped block keeps the type Notion gave it (NotionEmbed draws by it). */
export const FRAME_KIND_FIELD = 'quire_frame_kind'

/** What react-notion-x looks for in a video's source to embed it rather than play it in a <video>. */
const IFRAME_VIDEO_MARKERS = ['youtube', 'youtu.be', 'vimeo', 'wistia', 'loom', 'videoask', 'getcloudapp', 'tella'] as const

/** The URL react-notion-x resolves a block's source to: its signed form when the record map has one. */
export function frameSource(block: Block, signedUrls: ExtendedRecordMap['signed_urls'] | undefined): string | undefined {
  const source = block.properties?.source?.[0]?.[0]
  if (typeof source !== 'string' || !source) return undefined
  return signedUrls?.[source] ?? signedUrls?.[block.id] ?? source
}

/** The src react-notion-x would give the frame: the display source Notion recorded, else the source. */
export function frameDisplaySource(block: Block, source: string): string {
  const display = (block.format as { display_source?: unknown } | undefined)?.display_source
  return typeof display === 'string' && display ? display : source
}

/**
 * The kind of frame react-notion-x would draw for `block`, or null when it draws none: a video
 * from a file or an unknown host plays in a <video>, a Drive file with its preview properties is
 * a card (driveAsBookmark), a block without a source draws nothing.
 */
export function frameKindOf(block: Block, signedUrls: ExtendedRecordMap['signed_urls'] | undefined): FrameKind | null {
  const kind = (FRAME_KINDS as readonly string[]).includes(block.type) ? (block.type as FrameKind) : null
  if (!kind) return null
  const source = frameSource(block, signedUrls)
  if (!source) return null
  if (kind === 'video' && !IFRAME_VIDEO_MARKERS.some((marker) => source.includes(marker))) return null
  if (kind === 'drive') {
    const format = block.format as { drive_properties?: unknown; display_source?: unknown } | undefined
    if (format?.drive_properties || !format?.display_source) return null
  }
  return kind
}

/** The kind a block was before notionBodyRecordMap retyped it; a plain Notion embed has none. */
export function frameKindField(block: Block): FrameKind {
  const kind = (block as unknown as Record<string, unknown>)[FRAME_KIND_FIELD]
  return typeof kind === 'string' && (FRAME_KINDS as readonly string[]).includes(kind) ? (kind as FrameKind) : 'embed'
}

/**
 * The block as an `embed` that remembers its kind, when react-notion-x would draw it in a frame;
 * null when it would not (the block is then left to react-notion-x).
 */
export function asFrameBlock(block: Block, signedUrls: ExtendedRecordMap['signed_urls'] | undefined): Block | null {
  const kind = frameKindOf(block, signedUrls)
  if (!kind || kind === 'embed') return null
  return { ...block, type: 'embed', [FRAME_KIND_FIELD]: kind } as unknown as Block
}

export interface FramePolicy {
  /** The sandbox tokens, space-separated: what this kind of embed needs and nothing more. */
  sandbox: string
  /** Features the frame may use (the `allow` attribute); fullscreen only where the embed offers it. */
  allow?: string
  referrerPolicy: 'strict-origin-when-cross-origin' | 'no-referrer'
}

/** Links inside a frame open in a new tab, as a page of their own (not sandboxed in turn). */
const POPUPS = 'allow-popups allow-popups-to-escape-sandbox'

/**
 * What each kind is allowed. None may navigate the visitor's tab (no allow-top-navigation), open
 * dialogs over the page or download files unasked, except a pen or repl, whose code is a demo that
 * may alert. A player or app runs its own scripts with its own cookies (allow-same-origin:
 * the frame keeps its host's origin, never this site's); a form also submits; a gist is static HTML
 * and runs nothing. Players send the origin as referrer: YouTube refuses to play without one.
 */
const POLICIES: Record<FrameKind, FramePolicy> = {
  video: {
    sandbox: `allow-scripts allow-same-origin allow-presentation ${POPUPS}`,
    allow: 'autoplay; encrypted-media; fullscreen; picture-in-picture',
    referrerPolicy: 'strict-origin-when-cross-origin'
  },
  embed: { sandbox: `allow-scripts allow-same-origin allow-forms ${POPUPS}`, allow: 'fullscreen', referrerPolicy: 'strict-origin-when-cross-origin' },
  figma: { sandbox: `allow-scripts allow-same-origin ${POPUPS}`, allow: 'fullscreen', referrerPolicy: 'strict-origin-when-cross-origin' },
  typeform: { sandbox: `allow-scripts allow-same-origin allow-forms ${POPUPS}`, referrerPolicy: 'strict-origin-when-cross-origin' },
  gist: { sandbox: POPUPS, referrerPolicy: 'no-referrer' },
  maps: { sandbox: `allow-scripts allow-same-origin ${POPUPS}`, allow: 'fullscreen', referrerPolicy: 'strict-origin-when-cross-origin' },
  excalidraw: { sandbox: `allow-scripts allow-same-origin ${POPUPS}`, allow: 'fullscreen', referrerPolicy: 'strict-origin-when-cross-origin' },
  codepen: { sandbox: `allow-scripts allow-same-origin allow-forms allow-modals ${POPUPS}`, allow: 'fullscreen', referrerPolicy: 'strict-origin-when-cross-origin' },
  drive: { sandbox: `allow-scripts allow-same-origin ${POPUPS}`, allow: 'fullscreen', referrerPolicy: 'strict-origin-when-cross-origin' },
  replit: { sandbox: `allow-scripts allow-same-origin allow-forms allow-modals ${POPUPS}`, allow: 'fullscreen', referrerPolicy: 'strict-origin-when-cross-origin' }
}

/** True when `src` loads on this site's own origin: a site path (`/demo/embed.html`), or an address at the site's link. */
function isOwnOrigin(src: string, siteLink: string | undefined): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return true
  if (!siteLink) return false
  try {
    return new URL(src).origin === new URL(siteLink).origin
  } catch {
    return false
  }
}

/**
 * The policy of a frame of `kind` loading `src` on the site at `siteLink` (config LINK). A page of
 * this site itself never keeps its origin: with allow-scripts and allow-same-origin it could reach
 * into the post and lift its own sandbox, so it runs as an opaque origin.
 */
export function framePolicy(kind: FrameKind, src: string, siteLink?: string): FramePolicy {
  const policy = POLICIES[kind]
  if (!isOwnOrigin(src, siteLink)) return policy
  return { ...policy, sandbox: policy.sandbox.split(' ').filter((token) => token !== 'allow-same-origin').join(' ') }
}

/**
 * The address a frame loads, as react-notion-x builds it: a gist as its `.pibb` page (the gist
 * as plain HTML), a typeform without grabbing focus on load (the visitor is reading the post).
 */
export function frameSrc(kind: FrameKind, src: string): string {
  if (kind === 'gist') return src.endsWith('.pibb') ? src : `${src}.pibb`
  if (kind === 'typeform') return `${src}${src.includes('?') ? '&' : '?'}disable-auto-focus=true`
  return src
}
