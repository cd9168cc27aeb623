import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { stepIndex } from '@/components/media/step-index'
import { zoomImageUrl } from '@/lib/urls/zoom-image-url'
import { CategoryChip } from '../list/CategoryChip'
import { Drawer } from '../nav/Drawer'
import { ChevronLeftIcon, ChevronRightIcon } from '../site/Icons'
import { LazyImage } from './LazyImage'
import { PostExcerpt } from '../list/PostExcerpt'
import { SiteLink } from '../nav/SiteLink'

export type PostLightboxSlot = 'panel' | 'backdrop' | 'image' | 'caption' | 'title' | 'summary' | 'category' | 'arrow' | 'spinner'

export interface PostLightboxProps {
  posts: readonly PostSummary[]
  /** The post shown large, by its place in `posts`; null keeps the lightbox closed. */
  index: number | null
  /** Called with the post to show after a step, or null to close. */
  onIndexChange: (index: number | null) => void
  classNames?: Partial<Record<PostLightboxSlot, string>>
}

/**
 * A post's cover shown large in a dialog (a photo blog's lightbox): the picture at the zoom width
 * with a spinner until it arrives, the title, summary and category over it, arrows (and the arrow
 * keys) stepping to the previous and next post with wrap-around. The picture and the title open the
 * article; the backdrop, Escape, the close button and any navigation close it.
 */
export function PostLightbox({ posts, index, onIndexChange, classNames = {} }: PostLightboxProps) {
  const { t, config } = useGlobal()
  const router = useRouter()
  const [loaded, setLoaded] = useState<string | null>(null)
  const open = index !== null && index < posts.length
  const post = open ? posts[index] : undefined

  useEffect(() => {
    if (!open) return
    const close = () => onIndexChange(null)
    router.events.on('routeChangeStart', close)
    return () => router.events.off('routeChangeStart', close)
  }, [open, router.events, onIndexChange])

  useEffect(() => {
    if (!open || index === null) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndexChange(stepIndex(index, -1, posts.length))
      if (event.key === 'ArrowRight') onIndexChange(stepIndex(index, 1, posts.length))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, index, posts.length, onIndexChange])

  const src = post ? (post.pageCoverThumbnail ? zoomImageUrl(post.pageCoverThumbnail, config.IMAGE_ZOOM_IN_WIDTH) : post.pageCover) : ''
  const title = post ? post.title || t.COMMON.UNTITLED : ''
  const step = (delta: number) => index !== null && onIndexChange(stepIndex(index, delta, posts.length))
  const arrow = cx(
    'absolute bottom-0 top-12 z-10 flex w-16 items-center justify-center text-white opacity-0 transition-opacity hover:opacity-100 focus-visible:opacity-100 group-hover:opacity-80 max-sm:opacity-80 sm:bottom-32 sm:top-14 sm:w-24',
    classNames.arrow
  )
  return (
    <Drawer
      open={open}
      onClose={() => onIndexChange(null)}
      label={title}
      side="center"
      classNames={{
        root: cx('group overflow-hidden rounded-xl bg-black p-0 text-white shadow-2xl', classNames.panel),
        backdrop: cx('bg-black/50 backdrop-blur-sm', classNames.backdrop),
        closeButton: 'rounded-full bg-black/40 p-1.5 text-white hover:bg-black/70'
      }}
    >
      {post && (
        <figure className="relative">
          <div className="relative">
            <SiteLink href={post.href} tabIndex={-1} aria-hidden="true" className="block">
              <LazyImage
                key={src}
                src={src}
                alt=""
                priority
                width={1200}
                height={675}
                onLoad={() => setLoaded(src)}
                className={cx('block aspect-video max-h-[90vh] w-[min(1200px,95vw)] bg-neutral-900 object-cover', classNames.image)}
              />
            </SiteLink>
            {loaded !== src && (
              <span
                role="status"
                aria-label={t.COMMON.LOADING}
                className={cx('absolute inset-0 m-auto block h-10 w-10 animate-spin rounded-full border-2 border-white/30 border-t-white motion-reduce:animate-none', classNames.spinner)}
              />
            )}
            {posts.length > 1 && (
              <>
                <button type="button" aria-label={t.KIT.PREV_ITEM} onClick={() => step(-1)} className={cx(arrow, 'left-0')}>
                  <ChevronLeftIcon className="size-12 sm:size-20" strokeWidth={0.75} />
                </button>
                <button type="button" aria-label={t.KIT.NEXT_ITEM} onClick={() => step(1)} className={cx(arrow, 'right-0')}>
                  <ChevronRightIcon className="size-12 sm:size-20" strokeWidth={0.75} />
                </button>
              </>
            )}
          </div>
          <figcaption
            className={cx(
              'z-20 flex flex-col items-start gap-2 p-4 sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-gradient-to-t sm:from-black/85 sm:via-black/50 sm:to-transparent sm:p-8 sm:pt-16',
              classNames.caption
            )}
          >
            {post.category[0] && <CategoryChip name={post.category[0]} className={classNames.category} />}
            <SiteLink href={post.href} className={cx('text-2xl hover:underline sm:text-5xl', classNames.title ?? 'font-semibold')}>
              {title}
            </SiteLink>
            <PostExcerpt summary={post.summary} lines={3} className={cx('max-w-3xl text-sm text-gray-200 sm:text-base', classNames.summary)} />
          </figcaption>
        </figure>
      )}
    </Drawer>
  )
}
