import { useRef } from 'react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { NOTION_BODY_LAYOUT, NOTION_ISLAND_ATTRIBUTE } from '@/lib/notion/render/notion-island'
import { useHashScroll } from './use-hash-scroll'
import { useImageZoom } from './use-image-zoom'
import { useImageFallback } from './use-image-fallback'
import { useRoutedLinks } from '../nav/use-routed-links'

export interface NotionServerBodyProps {
  pageId: string
  /** The island's HTML as the server drew it (readServerIsland). */
  html: string
  /** The page holds image blocks: zoom them. */
  images: boolean
  className?: string
}

/**
 * A Notion body kept exactly as the server rendered it, so the browser loads no renderer for it:
 * the same frame as NotionPage (dark or light, live), the blocks as HTML React hydrates without
 * touching, and the little they need by hand: image zoom, the placeholder of an image that failed, the `#heading` scroll,
 * routed links.
 * Toggles are <details> and need nothing.
 */
export function NotionServerBody({ pageId, html, images, className }: NotionServerBodyProps) {
  const { isDarkMode } = useGlobal()
  const container = useRef<HTMLDivElement>(null)
  const zoomTriggers = useImageZoom(container, images, isDarkMode)
  useImageFallback(container)
  useHashScroll()
  useRoutedLinks(container)
  return (
    <div ref={container} className={cx('notion', isDarkMode ? 'dark-mode' : 'light-mode', className)} {...zoomTriggers}>
      <div {...{ [NOTION_ISLAND_ATTRIBUTE]: pageId }} className={NOTION_BODY_LAYOUT} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  )
}
