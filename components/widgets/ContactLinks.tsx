import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { safeUrl } from '@/lib/urls/safe-url'
import type { Slots } from '../slots'

/** Contact settings in display order, with the service names shown (proper names: not translated). */
const CONTACTS = [
  ['CONTACT_GITHUB', 'GitHub'],
  ['CONTACT_TWITTER', 'Twitter'],
  ['CONTACT_TELEGRAM', 'Telegram'],
  ['CONTACT_LINKEDIN', 'LinkedIn'],
  ['CONTACT_WEIBO', 'Weibo'],
  ['CONTACT_INSTAGRAM', 'Instagram'],
  ['CONTACT_BILIBILI', 'Bilibili'],
  ['CONTACT_YOUTUBE', 'YouTube'],
  ['CONTACT_WHATSAPP', 'WhatsApp'],
  ['CONTACT_EMAIL', 'Email'],
  ['CONTACT_PHONE', 'Phone']
] as const

export type ContactKey = (typeof CONTACTS)[number][0]

/** The service's name shown for each contact setting. */
export const CONTACT_NAMES = Object.fromEntries(CONTACTS) as Record<ContactKey, string>

/**
 * Where a contact setting leads: an e-mail address as a mailto: link, a phone number as a tel: link
 * (its digits and a leading +), a profile as itself; null when the URL rule refuses it.
 */
export function contactHref(key: ContactKey, value: string): string | null {
  if (key === 'CONTACT_EMAIL' && !value.startsWith('mailto:')) return safeUrl(`mailto:${value}`)
  if (key === 'CONTACT_PHONE' && !value.startsWith('tel:')) return safeUrl(`tel:${value.replace(/[^\d+]/g, '')}`)
  return safeUrl(value)
}

/** The contact settings, in display order. */
export const CONTACT_KEYS = CONTACTS.map(([key]) => key)

/** The author's contact links that are set; nothing when none are. */
export function ContactLinks({ classNames = {} }: { /** `root`: the list; `link`: each contact. */ classNames?: Slots<'root' | 'link'> }) {
  const { root: className, link: linkClassName = 'hover:underline' } = classNames
  const { config } = useGlobal()
  const links = CONTACTS.filter(([key]) => config[key])
  if (links.length === 0) return null
  return (
    <ul className={cx('flex flex-wrap gap-x-3 gap-y-1 text-sm', className)}>
      {links.map(([key, name]) => {
        const value = config[key]
        // An address the URL rule refuses leaves the service's name, unlinked.
        const href = contactHref(key, value)
        return (
          <li key={key}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer me" className={linkClassName}>
                {name}
              </a>
            ) : (
              name
            )}
          </li>
        )
      })}
    </ul>
  )
}
