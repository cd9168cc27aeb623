import dynamic from 'next/dynamic'
import { useGlobal } from '@/lib/global/context'
import { simpleBlocks } from '@/lib/ui/simple-blocks'
import { SimpleBlocks } from './SimpleBlocks'
import { useInView } from './use-in-view'

// The Notion renderer is the heaviest part of a page: lists and sidebars must not pay for it up
// front, so the announcement fetches it once it is actually on screen.
const NotionPage = dynamic(() => import('./NotionPage').then((m) => m.NotionPage), { ssr: false })

export interface AnnouncementProps {
  className?: string
  titleClassName?: string
  /** Force Notion's dark colors, for a panel that is always dark. */
  darkMode?: boolean
  /** The heading: the localized "Announcement" by default (a theme may show the notice's own title). */
  title?: string
}

/**
 * The site's Notice post. A notice of plain text, headings and lists is drawn as HTML on the server;
 * anything richer loads the Notion renderer once the notice is on screen. Nothing when there is none.
 */
export function Announcement({ className, titleClassName = 'mb-2 font-semibold', darkMode, title }: AnnouncementProps) {
  const { site, t } = useGlobal()
  const { ref, seen } = useInView<HTMLElement>()
  const notice = site.notice
  if (!notice?.recordMap) return null
  const simple = simpleBlocks(notice.recordMap)
  return (
    <section ref={ref} aria-label={title || t.COMMON.ANNOUNCEMENT} className={className}>
      <h2 className={titleClassName}>{title || t.COMMON.ANNOUNCEMENT}</h2>
      {simple ? (
        <SimpleBlocks blocks={simple} className="text-sm leading-relaxed" />
      ) : (
        seen && <NotionPage recordMap={notice.recordMap} darkMode={darkMode} />
      )}
    </section>
  )
}
