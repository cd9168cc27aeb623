import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { ContactLinks } from './ContactLinks'
import { SiteLink } from '../nav/SiteLink'
import { publicUrl } from '@/lib/deploy/static-export'

export type InfoCardSlot = 'root' | 'avatar' | 'name' | 'bio' | 'counts' | 'count' | 'countValue' | 'countLabel' | 'contacts' | 'contactLink'

export interface InfoCardProps {
  /** Posts, categories and tags counted, each linking to its index. */
  showCounts?: boolean
  showContacts?: boolean
  /** The avatar's size in px (it is drawn round by default). */
  avatarSize?: number
  classNames?: Partial<Record<InfoCardSlot, string>>
}

/**
 * The author card of a sidebar (docs/behaviour.md §2's info card): the avatar, the author linking to /about, the
 * bio, the counts of posts, categories and tags, and the author's contact links.
 */
export function InfoCard({ showCounts = true, showContacts = true, avatarSize = 80, classNames = {} }: InfoCardProps) {
  const { config, site, t } = useGlobal()
  const counts = [
    { href: '/archive', label: t.COMMON.POST_COUNT, value: site.postCount },
    { href: '/category', label: t.COMMON.CATEGORIES, value: site.categories.length },
    { href: '/tag', label: t.COMMON.TAGS, value: site.tags.length }
  ]
  return (
    <section aria-label={t.COMMON.AUTHOR} className={cx('flex flex-col items-center gap-3 text-center', classNames.root)}>
      {config.AVATAR && (
        <SiteLink href="/" aria-label={t.NAV.HOME} className="shrink-0">
          <img
            src={publicUrl(config.AVATAR)}
            alt={config.AUTHOR}
            width={avatarSize}
            height={avatarSize}
            style={{ width: avatarSize, height: avatarSize }}
            className={cx('rounded-full object-cover', classNames.avatar)}
          />
        </SiteLink>
      )}
      <SiteLink href="/about" className={cx('text-lg font-semibold hover:underline', classNames.name)}>
        {config.AUTHOR}
      </SiteLink>
      {config.BIO && <p className={cx('text-sm text-gray-600 dark:text-gray-300', classNames.bio)}>{config.BIO}</p>}
      {showCounts && (
        <ul className={cx('grid w-full grid-cols-3 gap-2', classNames.counts)}>
          {counts.map((count) => (
            <li key={count.href}>
              <SiteLink href={count.href} className={cx('flex flex-col rounded p-1 hover:bg-gray-100 dark:hover:bg-gray-800', classNames.count)}>
                <span className={cx('font-semibold tabular-nums', classNames.countValue)}>{count.value}</span>
                <span className={cx('text-xs text-gray-600 dark:text-gray-400', classNames.countLabel)}>{count.label}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
      {showContacts && <ContactLinks classNames={{ root: cx('justify-center', classNames.contacts), link: classNames.contactLink }} />}
    </section>
  )
}
