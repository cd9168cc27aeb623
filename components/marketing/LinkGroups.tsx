import { cx } from '@/components/cx'
import { SiteLink } from '../nav/SiteLink'

export interface LinkGroup {
  title: string
  links: { title: string; url: string }[]
}

export type LinkGroupsSlot = 'group' | 'title' | 'list' | 'link'

/** A footer's link columns from config: each group a small navigation landmark named by its title. */
export function LinkGroups({ groups, classNames = {} }: { groups: readonly LinkGroup[]; classNames?: Partial<Record<LinkGroupsSlot, string>> }) {
  return (
    <>
      {groups.map((group, index) => (
        <nav key={`${group.title}-${index}`} aria-label={group.title} className={classNames.group}>
          <h2 className={cx('mb-3 font-semibold', classNames.title)}>{group.title}</h2>
          <ul className={cx('flex flex-col gap-2', classNames.list)}>
            {group.links.map((link) => (
              <li key={`${link.url}-${link.title}`}>
                <SiteLink href={link.url} className={classNames.link}>
                  {link.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  )
}
