import { useState } from 'react'
import { localeSitePath } from '@/lib/i18n/locale-site-path'
import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { SHARE_SERVICE_NAMES, type ShareService, shareServices, shareUrl } from '@/lib/urls/share-url'
import type { Slots } from '../slots'

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
 * One button per POSTS_SHARE_SERVICES entry: most open the service's share page in a new tab;
 * `link` copies the address, and `wechat` copies it with a hint, since WeChat has no web share page.
 */
export function ShareButtons({
  post,
  classNames = {}
}: ShareButtonsProps) {
  const {
    root: className = 'flex flex-wrap items-center gap-2 text-sm',
    button: buttonClassName = 'rounded-full border border-gray-300 px-3 py-1 hover:bg-gray-100 dark:border-gray-700 dark:hover:bg-gray-800'
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
        const label = service === 'link' ? t.SHARE.COPY_LINK : service === 'email' ? t.SHARE.EMAIL : SHARE_SERVICE_NAMES[service]
        if (!href) {
          return (
            <button key={service} type="button" data-share={service} onClick={() => void copy(service)} className={buttonClassName}>
              {label}
            </button>
          )
        }
        return (
          <a
            key={service}
            href={href}
            data-share={service}
            target={service === 'email' ? undefined : '_blank'}
            rel="noopener noreferrer"
            aria-label={`${t.SHARE.SHARE_ON} ${label}`}
            className={cx(buttonClassName)}
          >
            {label}
          </a>
        )
      })}
      <span role="status" className="text-gray-600 dark:text-gray-400">
        {notice}
      </span>
    </section>
  )
}
