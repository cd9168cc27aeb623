import dynamic from 'next/dynamic'
import { useGlobal } from '@/components/site/context'
import type { ExtendedRecordMap } from 'notion-types'
import { simpleBlocks } from '@/lib/notion/render/simple-blocks'
import { staticPart } from '../loading/static-part'
import { useInView } from '../hooks/use-in-view'
import type { Slots } from '../slots'

// The Notion renderer is the heaviest part of a page: lists and sidebars must not pay for it up
// front, so the announcement fetches it once it is actually on screen.
const NotionPage = dynamic(() => import('../notion/NotionPage').then((m) => m.NotionPage), { ssr: false })

// A plain notice is only text and links: a page from the server keeps its HTML and loads no code for it.
const StaticSimpleNotice = staticPart('notice', () => import('./SimpleNotice').then((m) => m.SimpleNotice))

export interface AnnouncementProps {
  /** `root`: the notice's box; `title`: its heading. */
  classNames?: Slots<'root' | 'title'>
  /** Force Notion's dark colors, for a panel that is always dark. */
  darkMode?: boolean
  /** The heading: the localized "Announcement" by default (a theme may show the notice's own title). */
  title?: string
}

/**
 * The site's Notice post. A notice of plain text, headings and lists is drawn as HTML on the server;
 * anything richer loads the Notion renderer once the notice is on screen. Nothing when there is none.
 */
export function Announcement({ classNames = {}, darkMode, title }: AnnouncementProps) {
  const { root: className, title: titleClassName = 'mb-2 font-semibold' } = classNames
  const { site, t } = useGlobal()
  const notice = site.notice
  if (!notice?.recordMap) return null
  const heading = title || t.COMMON.ANNOUNCEMENT
  const simple = simpleBlocks(notice.recordMap)
  const slots = { root: className, title: titleClassName }
  if (simple) return <StaticSimpleNotice blocks={simple} title={heading} classNames={slots} />
  return <RichNotice recordMap={notice.recordMap} title={heading} classNames={slots} darkMode={darkMode} />
}

/** A notice the Notion renderer draws, fetched once the notice is on screen. */
function RichNotice({ recordMap, title, classNames, darkMode }: { recordMap: ExtendedRecordMap; title: string; classNames: Slots<'root' | 'title'>; darkMode?: boolean }) {
  const { root: className, title: titleClassName } = classNames
  const { ref, seen } = useInView<HTMLElement>()
  return (
    <section ref={ref} aria-label={title} className={className}>
      <h2 className={titleClassName}>{title}</h2>
      {seen && <NotionPage recordMap={recordMap} darkMode={darkMode} />}
    </section>
  )
}
