import { type CSSProperties, useState } from 'react'
import { localeSitePath } from '@/lib/i18n/locale-site-path'
import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { SHARE_SERVICE_NAMES, type ShareService, shareServices, shareUrl } from '@/lib/urls/share-url'
import type { Slots } from '../slots'
import { cx } from '../cx'
import { publicUrl } from '@/lib/deploy/static-export'
import { glyphColor, SHARE_ICONS, type ShareGlyph } from './share-icons'

export interface ShareButtonsProps {
  post: Pick<PostSummary, 'title' | 'summary' | 'href'>
  /** `root`: the bar; `button`: each service's button. */
  classNames?: Slots<'root' | 'button'>
}

/** The post's public address: the configured site link, so the server HTML and the browser agree. */
function absoluteUrl(link: string, href: string): string {
  if (/^https?:\/\//.test(href)) return href
  return `${link.replace(/\/+$/, '')}${href}`
}

/**
 * A round button of a fixed size in the service's colour (`--share-bg`) with its glyph in white or
 * black (`--share-fg`), whichever reads better; the outline, offset from the button, takes the page's
 * text colour so it shows on any brand colour and any theme background; in dark mode a faint ring
 * outlines the buttons whose colour is near black (X) against a dark page. The box never changes size,
 * so the server's buttons and the ones React draws once the chunk loads lie in the same place.
 */
export const SHARE_BUTTON_CLASSES =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-[var(--share-bg)] text-[var(--share-fg)] transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 motion-reduce:transition-none motion-reduce:hover:scale-100 dark:ring-1 dark:ring-white/20 dark:focus-visible:outline-gray-100'

/** The glyph inside a button, 18 px, hidden from assistive technology: the button carries the name. */
function ShareGlyphIcon({ glyph }: { glyph: ShareGlyph }) {
  const size = 'h-[18px] w-[18px]'
  if (glyph.kind === 'lucide') {
    const Icon = glyph.icon
    return <Icon aria-hidden="true" focusable="false" className={size} strokeWidth={2.25} />
  }
  if (glyph.kind === 'mark') {
    // The brand's file as a mask over the glyph colour (the button's text colour): a picture the
    // browser fetches once and caches, its colour still the theme's to set.
    const mask = `url("${publicUrl(glyph.file)}") center / contain no-repeat`
    return <span aria-hidden="true" className={cx(size, 'inline-block bg-current')} style={{ mask, WebkitMask: mask }} />
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor" className={size}>
      <text x="12" y="19" textAnchor="middle" fontSize="21" fontWeight="700" fontFamily="Arial, Helvetica, sans-serif">
        {glyph.letters}
      </text>
    </svg>
  )
}

/**
 * One button per POSTS_SHARE_SERVICES entry: most open the service's share page in a new tab;
 * `link` copies the address, and `wechat` copies it with a hint, since WeChat has no web share page.
 */
export function ShareButtons({
  post,
  classNames = {}
}: ShareButtonsProps) {
  const {
    root: className = 'flex flex-wrap items-center gap-2 text-sm',
    button: buttonClassName = SHARE_BUTTON_CLASSES
  } = classNames
  const { config, siteLocale, t } = useGlobal()
  const [notice, setNotice] = useState('')
  const url = absoluteUrl(config.LINK, localeSitePath(siteLocale, post.href))
  const page = { url, title: post.title, summary: post.summary }

  const copy = async (service: ShareService) => {
    try {
      await navigator.clipboard.writeText(url)
      setNotice(service === 'wechat' ? t.SHARE.WECHAT_TIP : t.SHARE.LINK_COPIED)
    } catch {
      setNotice(url) // no clipboard (insecure origin, denied): show the address to copy by hand
    }
  }

  return (
    <section aria-label={t.SHARE.TITLE} className={className}>
      <span className="font-medium">{t.COMMON.SHARE}</span>
      {shareServices(config.POSTS_SHARE_SERVICES).map((service) => {
        const href = shareUrl(service, page)
        const name = service === 'link' ? t.SHARE.COPY_LINK : service === 'email' ? t.SHARE.BY_EMAIL : `${t.SHARE.SHARE_ON} ${SHARE_SERVICE_NAMES[service]}`
        const { background, glyph } = SHARE_ICONS[service]
        // The brand colours travel as variables, so a theme's `button` classes can use them or not.
        const colors = { '--share-bg': background, '--share-fg': glyphColor(background) } as CSSProperties
        const common = { 'data-share': service, 'aria-label': name, title: name, className: buttonClassName, style: colors }
        const icon = <ShareGlyphIcon glyph={glyph} />
        if (!href) {
          return (
            <button key={service} type="button" onClick={() => void copy(service)} {...common}>
              {icon}
            </button>
          )
        }
        return (
          <a key={service} href={href} target={service === 'email' ? undefined : '_blank'} rel="noopener noreferrer" {...common}>
            {icon}
          </a>
        )
      })}
      <span role="status" className="text-gray-600 dark:text-gray-400">
        {notice}
      </span>
    </section>
  )
}
