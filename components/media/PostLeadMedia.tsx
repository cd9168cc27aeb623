import type { PostDetail } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { postMedia } from '@/lib/site/post-ext'
import { videoPlayer } from '@/lib/notion/render/video-embed'
import { PostCover } from './PostCover'

export interface PostLeadMediaProps {
  post: Pick<PostDetail, 'title' | 'ext' | 'pageCover'>
  /** The box: its size and shape (an aspect ratio, a rounded frame). */
  className?: string
  /** The image when the post has neither a video nor a cover (the site's cover, say). */
  fallbackCover?: string
  /**
   * False: the cover is only the video's poster, never drawn on its own (a theme whose posts open on
   * their title and body, the cover kept for the lists).
   */
  showCover?: boolean
}

/**
 * What leads a post on a media site: its video (`ext.video`: a known host's player in a frame, any
 * other address in the browser's own player, the cover as its poster), else its cover, else
 * nothing. Only addresses the frame rule allows are played (lib/site/post-ext).
 */
export function PostLeadMedia({ post, className = 'aspect-video w-full overflow-hidden bg-black', fallbackCover = '', showCover = true }: PostLeadMediaProps) {
  const { video } = postMedia(post.ext)
  const cover = post.pageCover || fallbackCover
  if (video) {
    const player = videoPlayer(video)
    return (
      <div className={className} data-lead="video">
        {player.kind === 'embed' ? (
          <iframe src={player.src} title={post.title} sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox" className="h-full w-full" loading="lazy" allow="fullscreen; picture-in-picture" allowFullScreen />
        ) : (
          <video src={player.src} poster={cover || undefined} controls preload="none" className="h-full w-full" aria-label={post.title} />
        )}
      </div>
    )
  }
  if (!cover || !showCover) return null
  return (
    <div className={cx(className)} data-lead="cover">
      <PostCover src={cover} priority width={1280} height={720} className="h-full w-full object-cover" />
    </div>
  )
}
