import { cx } from '@/components/cx'

export interface PostCoverProps {
  /** The image: a post's cover thumbnail, or a fallback such as the site cover. Nothing when empty. */
  src: string
  className?: string
  /** Intrinsic size, so the box is reserved before the image arrives (no layout shift). */
  width?: number
  height?: number
  /** The first cover on screen: fetched at once, not lazily. */
  priority?: boolean
  /** A tiny blurred copy (a data URL), drawn behind the image until it has loaded (docs/behaviour.md §4: placeholder first). */
  preview?: string
}

/**
 * A post's cover in a list or a card: decorative (the title beside it names the post), loaded
 * lazily unless it is the first thing on screen.
 */
export function PostCover({ src, className = 'h-full w-full object-cover', width = 800, height = 450, priority = false, preview }: PostCoverProps) {
  if (!src) return null
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={cx('block', className)}
      style={preview ? { backgroundImage: `url("${preview}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined}
    />
  )
}
