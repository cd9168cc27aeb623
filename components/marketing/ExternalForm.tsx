import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { framePolicy } from '@/lib/notion/render/embed-frames'
import { safeUrl } from '@/lib/urls/safe-url'

export interface ExternalFormProps {
  /** The form's address at its service (a Notion-backed form, say): https or a site path. */
  src: string
  /** The frame's accessible name. */
  title: string
  /** The frame: give it a fixed height, so the page does not move when the form arrives. */
  className?: string
}

/**
 * A form kept by another service, in a frame sandboxed as a Notion embed is (lib/notion/render/embed-frames.ts):
 * its own scripts and cookies on its own origin, its submit, links in a new tab, never the visitor's
 * tab; a page of this site itself runs without its origin. Loaded when it nears the screen. Nothing
 * when the address is not one a frame may load.
 */
export function ExternalForm({ src, title, className }: ExternalFormProps) {
  const { config } = useGlobal()
  const url = safeUrl(src, 'frame')
  if (!url) return null
  const policy = framePolicy('embed', url, config.LINK)
  return <iframe src={url} title={title} sandbox={policy.sandbox} referrerPolicy={policy.referrerPolicy} loading="lazy" className={cx('block w-full border-0', className)} />
}
