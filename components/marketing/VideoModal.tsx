import { type ReactNode, useState } from 'react'
import { lazyPart } from '../loading/lazy-part'
import type { Slots } from '../slots'

/** The dialog and its focus trap load on the first press, not with the page. */
const VideoDialog = lazyPart(() => import('./VideoDialog').then((m) => m.VideoDialog))

export interface VideoModalProps {
  /** The video's embed address; no button is drawn without one. */
  src: string
  /** The video's name, for the dialog and the player. */
  title: string
  /** `root`: the button's look (the "watch the video" pill); `dialog`: the dialog it opens. */
  classNames?: Slots<'root' | 'dialog'>
  /** The button's content: an icon and the configured label. */
  children: ReactNode
}

/** A button that opens the configured video in a modal dialog (see VideoDialog). */
export function VideoModal({ src, title, classNames = {}, children }: VideoModalProps) {
  const { root: className, dialog: dialogClassName } = classNames
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
