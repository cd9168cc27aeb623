import { useGlobal } from '@/components/site/context'
import { localeSitePath } from '@/lib/i18n/locale-site-path'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { SiteLink } from '../nav/SiteLink'
import type { Slots } from '../slots'

export interface PostCopyrightProps {
  post: Pick<PostSummary, 'href' | 'title'>
  /** `root`: the box; `label`: "Author", "Link"; `link`: the author, the address and the licence. */
  classNames?: Slots<'root' | 'label' | 'link'>
}

/**
 * The copyright block under a post: its author (linking to /about), its permanent address, and the
 * licence sentence naming POST_COPYRIGHT_LICENSE (linked when POST_COPYRIGHT_LICENSE_URL is set).
 */
export function PostCopyright({ post, classNames = {} }: PostCopyrightProps) {
  const {
    root: className = 'rounded-md border-l-4 border-gray-300 bg-gray-50 p-4 text-sm dark:border-gray-600 dark:bg-neutral-900',
    label: labelClassName = 'font-semibold',
    link: linkClassName = 'break-all underline-offset-2 hover:underline'
  } = classNames
  const { t, config, siteLocale } = useGlobal()
  const permalink = absoluteUrl(config.LINK, localeSitePath(siteLocale, post.href)) || post.href
  const [before = '', after = ''] = t.KIT.COPYRIGHT_NOTICE.split('{license}')
  const license = config.POST_COPYRIGHT_LICENSE
  return (
    <section aria-label={t.KIT.COPYRIGHT_AUTHOR} className={cx('flex flex-col gap-1', className)}>
      <p>
        <span className={labelClassName}>{t.KIT.COPYRIGHT_AUTHOR}: </span>
        <SiteLink href="/about" className={linkClassName}>
          {config.AUTHOR}
        </SiteLink>
      </p>
      <p>
        <span className={labelClassName}>{t.KIT.COPYRIGHT_LINK}: </span>
        <a href={permalink} className={linkClassName}>
          {permalink}
        </a>
      </p>
      {license && (
        <p>
          {before}
          {config.POST_COPYRIGHT_LICENSE_URL ? (
            <a href={config.POST_COPYRIGHT_LICENSE_URL} target="_blank" rel="noopener noreferrer license" className={linkClassName}>
              {license}
            </a>
          ) : (
            license
          )}
          {after}
        </p>
      )}
    </section>
  )
}
