import type { Block } from 'notion-types'
import { getTextContent } from 'notion-utils'
import { type CSSProperties, type MouseEvent, useState } from 'react'
import { Text, useNotionContext } from 'react-notion-x'
import { cx } from '@/components/cx'
import { useGlobal } from '@/components/site/context'
import { type FrameKind, frameDisplaySource, frameKindField, framePolicy, frameSource, frameSrc } from '@/lib/notion/render/embed-frames'
import { youtubeId } from '@/lib/notion/render/video-embed'

interface AssetFormat {
  block_aspect_ratio?: number
  block_height?: number
  block_width?: number
  block_full_width?: boolean
  block_page_width?: boolean
  block_preserve_scale?: boolean
  block_alignment?: 'center' | 'left' | 'right'
}

const ALIGN_SELF = { center: 'center', left: 'start', right: 'end' } as const

/**
 * The box of a frame and the frame's own style, as react-notion-x's Asset sizes every non-image
 * asset (its stylesheet positions the frame inside, .notion-asset-object-fit): the width Notion
 * recorded, the aspect ratio or height, the alignment.
 */
function assetStyles(format: AssetFormat | undefined, isVideo: boolean): { box: CSSProperties; frame: CSSProperties } {
  const box: CSSProperties = { position: 'relative', display: 'flex', justifyContent: 'center', alignSelf: 'center', width: '100%', maxWidth: '100%', flexDirection: 'column' }
  const frame: CSSProperties = {}
  if (!format) return { box, frame }
  const { block_aspect_ratio: ratio, block_height: height, block_width: width, block_full_width: full, block_page_width: page, block_preserve_scale: preserve } = format
  if (full || page) {
    box.width = full ? '100vw' : '100%'
    if (isVideo && height) box.height = height
    else if (ratio) box.paddingBottom = `${ratio * 100}%`
    else if (height) box.height = height
    else if (preserve && isVideo) box.objectFit = 'contain'
    else if (preserve) Object.assign(box, { paddingBottom: '75%', minHeight: 100 })
  } else {
    if (format.block_alignment) box.alignSelf = ALIGN_SELF[format.block_alignment]
    if (width) box.width = width
    if (preserve) Object.assign(box, { paddingBottom: '50%', minHeight: 100 })
    else if (height) box.height = height
  }
  if (preserve) frame.objectFit = 'contain'
  return { box, frame }
}

/** The `start` second of a YouTube link (`t=90`, `t=90s` or `start=90`), kept when the player opens. */
function youtubeStart(url: string): number | null {
  try {
    const params = new URL(url).searchParams
    const start = Number.parseInt((params.get('start') ?? params.get('t') ?? '').replace(/s$/, ''), 10)
    return Number.isFinite(start) && start > 0 ? start : null
  } catch {
    return null
  }
}

/**
 * A YouTube video as its poster and play button; the player (sandboxed like any video frame) is
 * loaded only once the visitor asks for it. The button is a link to the video on YouTube, so a
 * body kept as server HTML (NotionServerBody, no script) still leads to it.
 */
function YouTubeFacade({ id, source, title, style }: { id: string; source: string; title: string; style: CSSProperties }) {
  const [playing, setPlaying] = useState(false)
  const start = youtubeStart(source)
  const src = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1${start ? `&start=${start}` : ''}`
  const policy = framePolicy('video', src)
  const play = (event: MouseEvent) => {
    event.preventDefault()
    setPlaying(true)
  }
  return (
    <div className={cx('notion-yt-lite notion-asset-object-fit', playing && 'notion-yt-initialized')} style={style}>
      <img src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`} alt="" loading="lazy" className="notion-yt-thumbnail" />
      <a
        href={`https://www.youtube.com/watch?v=${id}${start ? `&t=${start}` : ''}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={title}
        className="notion-yt-playbtn"
        onClick={play}
      />
      {playing && (
        <iframe src={src} title={title} sandbox={policy.sandbox} allow={policy.allow} referrerPolicy={policy.referrerPolicy} allowFullScreen />
      )}
    </div>
  )
}

/** What a frame is called for assistive technology: its caption, else its kind. */
function frameTitle(block: Block, kind: FrameKind): string {
  const caption = getTextContent((block.properties as { caption?: Parameters<typeof getTextContent>[0] } | undefined)?.caption)
  if (caption) return caption
  return kind === 'gist' ? 'GitHub Gist' : `iframe ${kind}`
}

/**
 * Every block react-notion-x would draw as a bare iframe (an embed, and what notionBodyRecordMap
 * retyped as one: videos from a player's host, maps, gists, forms, designs, pens, repls, Drive
 * previews), drawn as react-notion-x draws it but with the `sandbox`, `allow` and
 * `referrerpolicy` its kind needs (framePolicy), already in the server's HTML: a sandbox added
 * later only applies once the frame navigates again.
 */
export function NotionEmbed({ block, blockId }: { block: Block; blockId: string }) {
  const { recordMap } = useNotionContext()
  const siteLink = useGlobal().config.LINK
  const kind = frameKindField(block)
  const source = frameSource(block, recordMap.signed_urls)
  if (!source) return null
  const format = block.format as AssetFormat | undefined
  const { box, frame } = assetStyles(format, kind === 'video')
  const src = frameDisplaySource(block, source)
  const title = frameTitle(block, kind)
  const youtube = kind === 'video' ? youtubeId(src) : null
  let content
  if (youtube) {
    content = <YouTubeFacade id={youtube} source={src} title={title} style={frame} />
  } else {
    const policy = framePolicy(kind, src, siteLink)
    if (kind === 'gist') {
      box.paddingBottom = '50%'
      frame.width = '100%'
    }
    content = (
      <iframe
        className="notion-asset-object-fit"
        style={frame}
        src={frameSrc(kind, src)}
        title={title}
        sandbox={policy.sandbox}
        allow={policy.allow}
        referrerPolicy={policy.referrerPolicy}
        allowFullScreen={kind !== 'gist'}
        loading="lazy"
      />
    )
  }
  const caption = (block.properties as { caption?: Parameters<typeof Text>[0]['value'] } | undefined)?.caption
  return (
    <figure className={cx('notion-asset-wrapper', `notion-asset-wrapper-${kind}`, format?.block_full_width && 'notion-asset-wrapper-full', blockId)}>
      <div style={box}>{content}</div>
      {caption && (
        <figcaption className="notion-asset-caption">
          <Text value={caption} block={block} />
        </figcaption>
      )}
    </figure>
  )
}
