import type { Block, Decoration, ExtendedRecordMap } from 'notion-types'
import { getBlockValue } from 'notion-utils'
import { safeUrl } from '../../urls/safe-url'

/**
 * Blocks whose source react-notion-x puts straight into an iframe, a <video> or an <audio>, with
 * no component of ours in between to check it.
 */
const FRAME_BLOCKS = new Set(['video', 'audio', 'embed', 'figma', 'typeform', 'gist', 'maps', 'excalidraw', 'codepen', 'replit', 'pdf'])

interface LinkMention {
  href?: string
  title?: string
  icon_url?: string
  thumbnail_url?: string
  [key: string]: unknown
}

type Mark = [string, unknown?]

function isDecorations(value: unknown): value is Decoration[] {
  return Array.isArray(value) && value.every((item) => Array.isArray(item) && typeof item[0] === 'string')
}

/** A link mention with its images kept only where the rule allows them. */
function safeMention(mention: LinkMention): LinkMention {
  const { icon_url, thumbnail_url, ...rest } = mention
  return {
    ...rest,
    ...(safeUrl(icon_url, 'image') && { icon_url }),
    ...(safeUrl(thumbnail_url, 'image') && { thumbnail_url })
  }
}

/**
 * Rich text with every link the rule refuses taken off its text: an `a` mark is dropped (the text
 * stays, unlinked), a link mention becomes its title. react-notion-x draws mentions as raw
 * anchors, and links inside database cards as form actions, where no component of ours can check them.
 */
function safeDecorations(decorations: Decoration[]): Decoration[] | null {
  let changed = false
  const safe = decorations.map((decoration): Decoration => {
    const [text, marks] = decoration as [string, Mark[] | undefined]
    if (!Array.isArray(marks)) return decoration
    const mention = marks.find(([kind]) => kind === 'lm')?.[1] as LinkMention | undefined
    if (mention && !safeUrl(mention.href)) {
      changed = true
      return [mention.title || mention.href || text]
    }
    const kept = marks
      .filter(([kind, value]) => kind !== 'a' || safeUrl(value as string))
      .map((mark): Mark => (mark[0] === 'lm' ? ['lm', safeMention(mark[1] as LinkMention)] : mark))
    if (kept.length === marks.length && !mention) return decoration
    changed = true
    return [text, kept] as unknown as Decoration
  })
  return changed ? safe : null
}

/** The URL react-notion-x would load for a block's source: its signed form when the record map has one. */
function resolvedSource(block: Block, signedUrls: ExtendedRecordMap['signed_urls']): string | undefined {
  const source = block.properties?.source?.[0]?.[0]
  if (typeof source !== 'string') return undefined
  return signedUrls?.[source] ?? signedUrls?.[block.id] ?? source
}

function safeBlock(block: Block, signedUrls: ExtendedRecordMap['signed_urls']): Block | null {
  let changed = false
  const properties: Record<string, unknown> = { ...block.properties }
  for (const [key, value] of Object.entries(properties)) {
    if (!isDecorations(value)) continue
    const safe = safeDecorations(value)
    if (safe) {
      properties[key] = safe
      changed = true
    }
  }
  let format = block.format as Record<string, unknown> | undefined
  if (FRAME_BLOCKS.has(block.type)) {
    const source = resolvedSource(block, signedUrls)
    if (source !== undefined && !safeUrl(source, 'frame')) {
      delete properties.source
      changed = true
    }
    const display = format?.display_source
    if (typeof display === 'string' && !safeUrl(display, 'frame')) {
      const { display_source: _dropped, ...rest } = format ?? {}
      format = rest
      changed = true
    }
  }
  return changed ? ({ ...block, properties, ...(format && { format }) } as Block) : null
}

/**
 * The record map with the URL rule (safeUrl) applied where react-notion-x would use a URL without
 * asking us: rich-text links and link mentions, and the sources of embeds, videos, audio and PDFs,
 * which are dropped (the block then draws nothing) when the rule refuses them. Links it draws
 * through `components.Link` / `PageLink` and images through `mapImageUrl` are checked there.
 * Blocks with nothing to change are kept as they are.
 */
export function safeRecordMap(recordMap: ExtendedRecordMap): ExtendedRecordMap {
  let block: ExtendedRecordMap['block'] | null = null
  for (const [id, record] of Object.entries(recordMap.block)) {
    const value = getBlockValue(record)
    const safe = value && safeBlock(value, recordMap.signed_urls)
    if (!safe) continue
    block ??= { ...recordMap.block }
    block[id] = { role: 'reader', value: safe }
  }
  const signed = Object.entries(recordMap.signed_urls ?? {})
  const signedUrls = signed.every(([, url]) => safeUrl(url, 'image') || safeUrl(url, 'link'))
    ? recordMap.signed_urls
    : Object.fromEntries(signed.filter(([, url]) => safeUrl(url, 'image') || safeUrl(url, 'link')))
  if (!block && signedUrls === recordMap.signed_urls) return recordMap
  return { ...recordMap, block: block ?? recordMap.block, signed_urls: signedUrls }
}
