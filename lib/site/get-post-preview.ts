import type { ExtendedRecordMap } from 'notion-types'
import { mapImageUrl } from '@/lib/notion/map-image-url'
import { readRecord, type RawBlock } from '@/lib/notion/read-record'
import type { ImageUrlSettings } from '@/lib/urls/notion-image-url'
import { safeUrl } from '@/lib/urls/safe-url'
import type { PreviewBlock, PreviewSpan } from './types'

type TextKind = Exclude<PreviewBlock['kind'], 'image'>

/** The Notion blocks a preview draws as text, by the kind the card draws them as. */
const TEXT_KINDS: Readonly<Record<string, TextKind>> = {
  text: 'text',
  header: 'h1',
  sub_header: 'h2',
  sub_sub_header: 'h3',
  bulleted_list: 'bullet',
  numbered_list: 'number',
  quote: 'quote'
}

/**
 * Characters of one block kept: six lines of the widest card hold about this many, and the card cuts
 * the rest by lines; a long opening paragraph would otherwise ride whole in every list page's data.
 */
const MAX_BLOCK_CHARS = 600

/** Blocks kept whatever POST_PREVIEW_LINES says (it may be set to hundreds): a card never carries a post's body. */
const MAX_BLOCKS = 12

/** Inline marks a card draws; Notion writes underline as `_`, kept here as `u`. */
const MARK_LETTERS: Readonly<Record<string, string>> = { b: 'b', i: 'i', c: 'c', s: 's', _: 'u' }

/** A Notion page id as a link's path (`/1b2c...`): a link inside the workspace, which means nothing on a card. */
const NOTION_PAGE_PATH = /^\/[0-9a-f]{32}\b/i

/** One rich-text run as Notion stores it: `[text, [[mark], ['a', url], ...]]`, read loosely. */
function toSpan(run: unknown): PreviewSpan | null {
  if (!Array.isArray(run) || typeof run[0] !== 'string') return null
  let text = run[0]
  let marks = ''
  let href: string | undefined
  const decorations: unknown[] = Array.isArray(run[1]) ? run[1] : []
  for (const decoration of decorations) {
    if (!Array.isArray(decoration) || typeof decoration[0] !== 'string') continue
    const [name, value] = decoration as [string, unknown]
    const letter = MARK_LETTERS[name]
    if (letter && !marks.includes(letter)) marks += letter
    else if (name === 'a' && typeof value === 'string') {
      const url = safeUrl(value, 'link')
      if (url && !NOTION_PAGE_PATH.test(url)) href = url
    } else if (name === 'e' && typeof value === 'string') {
      // An inline equation stands as its TeX, as code: a card loads no KaTeX.
      text = value
      if (!marks.includes('c')) marks += 'c'
    } else if (name === 'd' && value && typeof value === 'object') {
      const start = (value as { start_date?: unknown }).start_date
      if (typeof start === 'string') text = start
    }
  }
  // A mention of a page or a person is a placeholder character the card cannot name.
  if (text === '‣' || text === '') return null
  return { text, ...(marks && { marks }), ...(href && { href }) }
}

/** A block's rich text as spans, cut to MAX_BLOCK_CHARS; empty when it has no words. */
export function toPreviewSpans(title: unknown): PreviewSpan[] {
  if (!Array.isArray(title)) return []
  const spans: PreviewSpan[] = []
  let left = MAX_BLOCK_CHARS
  for (const run of title) {
    const span = toSpan(run)
    if (!span) continue
    if (span.text.length >= left) {
      spans.push({ ...span, text: `${span.text.slice(0, left).trimEnd()}…` })
      break
    }
    spans.push(span)
    left -= span.text.length
  }
  return spans.some((span) => span.text.trim() !== '') ? spans : []
}

function firstText(value: unknown): string {
  return Array.isArray(value) && Array.isArray(value[0]) && typeof value[0][0] === 'string' ? value[0][0] : ''
}

/** An image block as the card draws it, or null when it has no address an image may load. */
function toPreviewImage(block: RawBlock, settings: ImageUrlSettings | undefined): PreviewBlock | null {
  const format = block.format ?? {}
  const source = firstText(block.properties?.source) || (typeof format.display_source === 'string' ? format.display_source : '')
  const src = mapImageUrl(source, block.id, { thumbnail: true, ...(settings && { settings }) })
  if (!src || !safeUrl(src, 'image')) return null
  const alt = (firstText(block.properties?.alt_text) || toPreviewSpans(block.properties?.caption).map((span) => span.text).join('')).slice(0, 200)
  // Notion keeps height / width; a missing or absurd one draws a 16:9 box.
  const heightPerWidth = typeof format.block_aspect_ratio === 'number' ? format.block_aspect_ratio : 0
  const ratio = heightPerWidth > 0.05 && heightPerWidth < 20 ? Math.round((1 / heightPerWidth) * 1000) / 1000 : 16 / 9
  return { kind: 'image', src, alt, ratio }
}

/**
 * The opening of a page as a list card draws it: its first `lines` top-level blocks of text,
 * headings, list items and quotes with their inline marks, and its first image, in order. Other
 * blocks (code, tables, embeds, sub-pages...), empty paragraphs and anything malformed are skipped:
 * a preview is drawn from what can be read and never fails a list page.
 */
export function getPostPreview(recordMap: ExtendedRecordMap | null | undefined, pageId: string, lines: number, settings?: ImageUrlSettings): PreviewBlock[] {
  const limit = Math.min(Math.max(0, Math.floor(lines)), MAX_BLOCKS)
  if (!recordMap || typeof recordMap !== 'object' || limit === 0) return []
  const page = readRecord(recordMap.block, pageId)
  const content: unknown[] = Array.isArray(page?.content) ? page.content : []
  const blocks: PreviewBlock[] = []
  let hasImage = false
  for (const id of content) {
    if (blocks.length >= limit) break
    if (typeof id !== 'string') continue
    const block = readRecord(recordMap.block, id)
    if (!block?.type || block.alive === false) continue
    const kind = TEXT_KINDS[block.type]
    if (kind) {
      const spans = toPreviewSpans(block.properties?.title)
      if (spans.length > 0) blocks.push({ kind, spans })
    } else if (block.type === 'image' && !hasImage) {
      const image = toPreviewImage(block, settings)
      if (image) blocks.push(image)
      hasImage = image !== null
    }
  }
  return blocks
}
