import { type ReactNode, useState } from 'react'
import { lazyPart } from '../loading/lazy-part'

/** The dialog and its focus trap load on the first press, not with the page. */
const VideoDialog = lazyPart(() => import('./VideoDialog').then((m) => m.VideoDialog))

export interface VideoModalProps {
  /** The video's embed address; no button is drawn without one. */
  src: string
  /** The video's name, for the dialog and the player. */
  title: string
  /** The button's look (the "watch the video" pill). */
  className?: string
  dialogClassName?: string
  /** The button's content: an icon and the configured label. */
  children: ReactNode
}

/** A button that opens the configured video in a modal dialog (see VideoDialog). */
export function VideoModal({ src, title, className, dialogClassName, children }: VideoModalProps) {
  const [opened, setOpened] = useState(false)
  const [open, setOpen] = useState(false)
  if (!src.trim()) return null
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
        onPointerEnter={() => void VideoDialog.preload()}
        className={className}
      >
        {children}
      </button>
      {opened && <VideoDialog open={open} onClose={() => setOpen(false)} src={src} title={title} className={dialogClassName} />}
    </>
  )
}
