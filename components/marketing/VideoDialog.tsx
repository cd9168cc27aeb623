import { safeUrl } from '@/lib/urls/safe-url'
import { Drawer } from '../nav/Drawer'
import { useMarketingTexts } from './use-marketing-texts'

export interface VideoDialogProps {
  open: boolean
  onClose: () => void
  /** The embed address of the video (a video site's player URL or a file on the site). */
  src: string
  /** The dialog's and the player's name. */
  title: string
  className?: string
}

/**
 * The video of a marketing hero in a modal dialog (a centred Drawer): it plays the configured
 * video, closes with Escape, its close button or a click outside, and keeps focus inside while
 * open. The player exists only while the dialog shows, so nothing plays or loads before. The
 * frame is 16:9 whatever the window: as wide as fits, and no taller than the window allows.
 */
export function VideoDialog({ open, onClose, src, title, className = 'w-[min(56rem,92vw,calc(88dvh*16/9))] rounded-lg bg-black p-0 shadow-2xl' }: VideoDialogProps) {
  const texts = useMarketingTexts()
  const url = safeUrl(src, 'frame')
  return (
    <Drawer open={open} onClose={onClose} label={title || texts.VIDEO} side="center" classNames={{ root: className, backdrop: 'bg-black/75', closeButton: 'rounded-full bg-white/90 p-1 text-gray-900 hover:bg-white' }}>
      <div className="aspect-video w-full">
        {url && /\.(mp4|webm|ogg)(\?|$)/i.test(url) ? (
          <video src={url} title={title} controls autoPlay className="h-full w-full rounded-lg" />
        ) : url ? (
          <iframe src={url} title={title || texts.VIDEO} sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox" allow="autoplay; fullscreen; picture-in-picture" allowFullScreen className="h-full w-full rounded-lg border-0" />
        ) : null}
      </div>
    </Drawer>
  )
}
