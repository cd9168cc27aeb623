import { cx } from '@/components/cx'
import { safeUrl } from '@/lib/urls/safe-url'
import { SiteLink } from '../nav/SiteLink'
import type { TeamMember } from './types'

export type TeamGridSlot = 'root' | 'member' | 'avatar' | 'name' | 'role' | 'links' | 'link'

export interface TeamGridProps {
  people: readonly TeamMember[]
  classNames?: Partial<Record<TeamGridSlot, string>>
}

/** The team: each person's picture, name, role and profile links. */
export function TeamGrid({ people, classNames = {} }: TeamGridProps) {
  if (people.length === 0) return null
  return (
    <ul className={cx('grid gap-8 sm:grid-cols-2 lg:grid-cols-4', classNames.root)}>
      {people.map((person, index) => {
        const avatar = safeUrl(person.avatar, 'image')
        return (
          <li key={`${person.name}-${index}`} className={cx('flex flex-col items-center text-center', classNames.member)}>
            {avatar && <img src={avatar} alt="" loading="lazy" width={120} height={120} className={cx('h-28 w-28 rounded-full object-cover', classNames.avatar)} />}
            <h3 className={cx('mt-4 font-bold', classNames.name)}>{person.name}</h3>
            <p className={cx('text-sm', classNames.role)}>{person.role}</p>
            {person.links.length > 0 && (
              <ul className={cx('mt-3 flex gap-3', classNames.links)}>
                {person.links.map((link) => (
                  <li key={link.url}>
                    <SiteLink href={link.url} className={classNames.link}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ul>
  )
}
