import { useState } from 'react'
import { cx } from '@/components/cx'
import { useReducedMotion } from '@/components/hooks/use-reduced-motion'

/**
 * Mutes the clip before it starts: browsers only autoplay muted video, and React sets `muted` as a
 * property after insertion, too late for some of them. A refused play leaves the cover showing.
 */
function playMuted(video: HTMLVideoElement | null) {
  if (!video) return
  video.muted = true
  Promise.resolve()
    .then(() => video.play())
    .catch(() => {})
}

/**
 * A short muted clip looping over a cover (a game tile's preview), covering exactly the box it is
 * placed in. Mount it only while it should play: nothing of the video is fetched before, so a page
 * of tiles costs no more to open. It fades in once it plays, so a slow clip never blanks the cover,
 * and visitors who ask for less motion keep the still cover.
 */
export function PreviewClip({ src, className }: { src: string; className?: string }) {
  const reduced = useReducedMotion()
  const [playing, setPlaying] = useState(false)
  if (reduced || !src) return null
  return (
    <video
      ref={playMuted}
      src={src}
      muted
      loop
      playsInline
      autoPlay
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      className={cx('pointer-events-none absolute inset-0 h-full w-full object-cover transition-opacity duration-300 motion-reduce:transition-none', playing ? 'opacity-100' : 'opacity-0', className)}
    />
  )
}
