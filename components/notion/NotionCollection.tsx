import { useEffect, useMemo, useRef } from 'react'
import { Collection as NotionXCollection } from 'react-notion-x/build/third-party/collection'
import { withGalleryLoadLimit } from '@/lib/notion/render/gallery-load-limit'
import { useGalleryColumns } from './use-gallery-columns'

type CollectionProps = Parameters<typeof NotionXCollection>[0]

const LOAD_MORE = '.notion-collection-load-more'

/** react-notion-x draws "Load more" as a clickable div: made a button a keyboard can reach and press. */
function markLoadMore(root: HTMLElement): void {
  for (const element of root.querySelectorAll<HTMLElement>(`${LOAD_MORE}:not([role])`)) {
    element.setAttribute('role', 'button')
    element.tabIndex = 0
  }
}

/**
 * Inline databases (table, board, gallery, list views). A gallery shows as many cards as docs/behaviour.md §2
 * gives the viewport (useGalleryColumns), then "Load more".
 */
export function Collection(props: CollectionProps) {
  const columns = useGalleryColumns()
  const { ctx } = props
  const limited = useMemo(() => ({ ...ctx, recordMap: withGalleryLoadLimit(ctx.recordMap, columns) }), [ctx, columns])
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = root.current
    if (!element) return
    markLoadMore(element)
    // A view switch or a resize draws a new "Load more".
    const observer = new MutationObserver(() => markLoadMore(element))
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return (
    <div
      ref={root}
      className="contents"
      onKeyDown={(event) => {
        const target = event.target as HTMLElement
        if ((event.key === 'Enter' || event.key === ' ') && target.matches(LOAD_MORE)) {
          event.preventDefault()
          target.click()
        }
      }}
    >
      <NotionXCollection {...props} ctx={limited} />
    </div>
  )
}
