import type { Block, ExtendedRecordMap } from 'notion-types'
import { getBlockTitle, getBlockValue } from 'notion-utils'
import { isImageIcon } from '@/lib/notion/render/is-image-icon'
import type { PageCrumb } from '@/lib/notion/render/page-breadcrumbs'
import { SiteLink } from '../nav/SiteLink'

export interface NotionPageHeaderProps {
  recordMap: ExtendedRecordMap
  pageId: string
  crumbs: readonly PageCrumb[]
  mapPageUrl: (id: string) => string
  /** The page's image addresses, as its body's (notionImageUrl with the site's settings). */
  mapImageUrl: (url: string | undefined, block: Block) => string | undefined
  /** False when the layout around draws the title and icon itself (a sub-page inside a theme). */
  withTitle?: boolean
}

/** A page icon: an image when it is a URL, a data URL or a site path (docs/behaviour.md §5), else its text (an emoji). */
function Icon({ icon, alt, className }: { icon: string; alt: string; className: string }) {
  if (isImageIcon(icon)) {
    return <img src={icon} alt={alt} className={className} width={24} height={24} />
  }
  return <span className={className} role="img" aria-label={alt}>{icon}</span>
}

/** A page view's head (docs/behaviour.md §2): cover, breadcrumbs up the page's parents, icon and title. */
export function NotionPageHeader({ recordMap, pageId, crumbs, mapPageUrl, mapImageUrl, withTitle = true }: NotionPageHeaderProps) {
  const page = getBlockValue(recordMap.block[pageId])
  if (!page) return null
  const format = (page.format ?? {}) as { page_icon?: string; page_cover?: string }
  const title = getBlockTitle(page, recordMap) || ''
  const cover = format.page_cover ? mapImageUrl(format.page_cover, page) : undefined
  // An image icon is loaded from where the body's images are; an emoji stays its text.
  const drawable = (value: string) => (isImageIcon(value) ? (mapImageUrl(value, page) ?? '') : value)
  const icon = format.page_icon ? drawable(format.page_icon) : ''
  return (
    <header className="notion-page-view-header mb-6 w-full">
      {cover && (
        <img src={cover} alt="" className="notion-page-view-cover mb-4 h-48 w-full object-cover" />
      )}
      {crumbs.length > 1 && (
        <nav className="notion-page-view-breadcrumbs mb-2 flex flex-wrap gap-1 text-sm text-gray-500">
          {crumbs.map((crumb, index) => (
            <span key={crumb.pageId} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">/</span>}
              {crumb.icon && (
                // Decorative: the crumb's title names the page.
                <span aria-hidden="true" className="contents">
                  <Icon icon={drawable(crumb.icon)} alt="" className="notion-page-view-crumb-icon inline-block h-4 w-4 leading-4" />
                </span>
              )}
              {crumb.active ? (
                <span aria-current="page">{crumb.title}</span>
              ) : (
                <SiteLink href={mapPageUrl(crumb.pageId)} className="hover:underline">{crumb.title}</SiteLink>
              )}
            </span>
          ))}
        </nav>
      )}
      {withTitle && (
        <h1 className="notion-page-view-title flex items-center gap-2 text-3xl font-bold">
          {icon && <Icon icon={icon} alt="" className="notion-page-view-icon inline-block h-8 w-8 text-3xl leading-8" />}
          <span>{title}</span>
        </h1>
      )}
    </header>
  )
}
