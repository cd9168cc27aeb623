import dynamic from 'next/dynamic'
import type { Block, Decoration, ExtendedRecordMap } from 'notion-types'
import { getTextContent } from 'notion-utils'
import { useRouter } from 'next/router'
import { type ReactNode, useCallback, useMemo, useRef } from 'react'
import { NotionRenderer } from 'react-notion-x'
import { useGlobal } from '@/components/site/context'
import type { PostSummary, TocItem } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { NOTION_BODY_ROOT_ID, notionBodyRecordMap } from '@/lib/notion/render/notion-body-record-map'
import { withDrawableIcons } from '@/lib/notion/render/drawable-icons'
import { isFileHref } from '@/lib/urls/is-file-href'
import { NOTION_BODY_LAYOUT, NOTION_ISLAND_ATTRIBUTE } from '@/lib/notion/render/notion-island'
import { imageUrlSettingsOf, notionImageUrl } from '@/lib/urls/notion-image-url'
import { notionPageHref, pageIdKey, subPageBase } from '@/lib/urls/notion-page-href'
import { notionParts } from '@/lib/notion/render/notion-parts'
import { notionPreviewImages } from '@/lib/notion/render/notion-preview-images'
import { pageBreadcrumbs } from '@/lib/notion/render/page-breadcrumbs'
import { tweetRefs } from '@/lib/notion/render/parse-tweet-url'
import { safeUrl } from '@/lib/urls/safe-url'
import { lazyPart } from '../loading/lazy-part'
import { NotionEmbed } from './NotionEmbed'
import { NotionPageHeader } from './NotionPageHeader'
import { TweetCard, TweetRefs } from './TweetCard'
import { useHashScroll } from './use-hash-scroll'
import { useImageFallback } from './use-image-fallback'
import { useImageZoom } from './use-image-zoom'
import { SiteLink, type SiteLinkProps } from '../nav/SiteLink'
import { TableOfContents } from '../post/TableOfContents'
import { publicUrl } from '@/lib/deploy/static-export'

// Each heavy renderer is its own chunk, fetched only when NotionPage renders a block that needs it.
const Code = lazyPart(() => import('./NotionCode').then((m) => m.NotionCode))
const Equation = lazyPart(() => import('./NotionEquation').then((m) => m.Equation))
const Collection = lazyPart(() => import('./NotionCollection').then((m) => m.Collection))
// react-notion-x draws PDFs in the browser only, so this one never has server HTML to keep.
const Pdf = dynamic(() => import('./NotionPdf').then((m) => m.NotionPdf), { ssr: false })

/** Stands in for a renderer the page does not need, instead of react-notion-x's warning placeholder. */
function Nothing() {
  return null
}

/** Links inside the blocks: pages through SiteLink (client navigation, `?theme=` kept), files as plain anchors. */
function NotionLink(props: SiteLinkProps) {
  if (isFileHref(props.href)) {
    const { href, children, ...rest } = props
    return (
      <a href={publicUrl(href)} {...rest}>
        {children}
      </a>
    )
  }
  return <SiteLink {...props} />
}

/**
 * A database's URL cell. react-notion-x links any text that parses as a URL, in an anchor of its
 * own; an address the URL rule refuses shows as its text.
 */
function urlCell(props: { data?: Decoration[] }, drawLink: () => ReactNode): ReactNode {
  const text = props.data ? getTextContent(props.data) : ''
  return safeUrl(text) ? drawLink() : text
}

const NO_POSTS: NonNullable<NotionPageProps['posts']> = []

export interface NotionPageProps {
  recordMap: ExtendedRecordMap
  /** Posts the page may link to: their links go to the post's href rather than the bare page id. */
  posts?: ReadonlyArray<Pick<PostSummary, 'id' | 'href'>>
  className?: string
  /** Force Notion's dark or light colors, e.g. inside a panel that is always dark. Defaults to the site mode. */
  darkMode?: boolean
  /**
   * A page view (docs/behaviour.md §2): the page's cover, breadcrumbs, icon and title above the blocks. A post
   * body leaves it off: its theme draws the post's own head. A sub-page inside a post (its record
   * map carries its way up) always shows its cover and breadcrumbs; the theme draws its title.
   */
  showHeader?: boolean
  /** With a page view, its table of contents (shown from TOC_MIN_ITEMS headings). */
  toc?: readonly TocItem[]
}

/** The blocks of one Notion page (a post body, the announcement, a page view), in the site's light or dark mode. */
export function NotionPage({ recordMap, posts = NO_POSTS, className, darkMode, showHeader = false, toc }: NotionPageProps) {
  const { isDarkMode, config } = useGlobal()
  const pageId = Object.keys(recordMap.block)[0] ?? ''
  const parts = useMemo(() => notionParts(recordMap, pageId), [recordMap, pageId])
  // The environment's image settings (the same on the server and in the browser: a Config row cannot set them).
  const { NOTION_HOST, IMG_URL_TYPE, IMAGE_COMPRESS_WIDTH, IMAGE_QUALITY, IMAGE_FORMAT, IMAGE_PLACEHOLDER: placeholder } = config
  const imageUrls = useMemo(
    () => imageUrlSettingsOf({ NOTION_HOST, IMG_URL_TYPE, IMAGE_COMPRESS_WIDTH, IMAGE_QUALITY, IMAGE_FORMAT }),
    [NOTION_HOST, IMG_URL_TYPE, IMAGE_COMPRESS_WIDTH, IMAGE_QUALITY, IMAGE_FORMAT]
  )
  const mapImageUrl = useCallback((url: string | undefined, block: Block) => notionImageUrl(url, block, imageUrls), [imageUrls])
  const body = useMemo(() => {
    // Icons at site paths carried as URLs react-notion-x draws as pictures (withDrawableIcons).
    const blocks = withDrawableIcons(notionBodyRecordMap(recordMap, pageId))
    return { ...blocks, preview_images: notionPreviewImages(blocks, imageUrls, placeholder) }
  }, [recordMap, pageId, imageUrls, placeholder])
  const dark = darkMode ?? isDarkMode
  const container = useRef<HTMLDivElement>(null)
  const zoomTriggers = useImageZoom(container, parts.image, dark)
  useImageFallback(container)
  useHashScroll()
  const components = useMemo(
    () => ({
      Code: parts.code ? Code : Nothing,
      Equation: parts.equation ? Equation : Nothing,
      Collection: parts.collection ? Collection : Nothing,
      Pdf: parts.pdf ? Pdf : Nothing,
      Tweet: TweetCard,
      // Every frame of the body, sandboxed by kind (notionBodyRecordMap routes them all here).
      Embed: NotionEmbed,
      Link: NotionLink,
      PageLink: SiteLink,
      propertyUrlValue: urlCell
    }),
    [parts]
  )
  const crumbs = useMemo(() => pageBreadcrumbs(recordMap, pageId), [recordMap, pageId])
  const base = subPageBase(useRouter().asPath, pageId)
  const hrefById = useMemo(() => {
    const hrefs = new Map(posts.map((post) => [pageIdKey(post.id), post.href]))
    // The top crumb is the post being read (or the page itself): it lives at the base path.
    const top = crumbs[0]?.pageId
    if (top && !hrefs.has(pageIdKey(top))) hrefs.set(pageIdKey(top), base || '/')
    return hrefs
  }, [posts, crumbs, base])
  const mapPageUrl = useCallback((id: string) => notionPageHref(id, hrefById, base), [hrefById, base])
  const isSubPage = crumbs.length > 1
  const tweets = useMemo(() => tweetRefs(recordMap), [recordMap])
  return (
    <div ref={container} className={cx('notion', dark ? 'dark-mode' : 'light-mode', className)} {...zoomTriggers}>
      {/* The island: a body that needs no script can be kept as this HTML in the browser (NotionServerBody). */}
      <div {...{ [NOTION_ISLAND_ATTRIBUTE]: pageId }} className={NOTION_BODY_LAYOUT}>
        {(showHeader || isSubPage) && (
          <NotionPageHeader recordMap={recordMap} pageId={pageId} crumbs={crumbs} mapPageUrl={mapPageUrl} mapImageUrl={mapImageUrl} withTitle={showHeader} />
        )}
        {showHeader && toc && <TableOfContents toc={toc} classNames={{ root: 'notion-page-view-toc mb-6 w-full' }} />}
        <TweetRefs.Provider value={tweets}>
          <NotionRenderer
            recordMap={body}
            blockId={NOTION_BODY_ROOT_ID}
            components={components}
            mapPageUrl={mapPageUrl}
            mapImageUrl={mapImageUrl}
            darkMode={dark}
            // Reserves each image's box from its recorded size (notionPreviewImages): no layout shift.
            previewImages
            fullPage={false}
            // Zoom is this component's own (useImageZoom): spec margin, scroll offset and zoom width.
            isImageZoomable={false}
          />
        </TweetRefs.Provider>
      </div>
    </div>
  )
}
