import type { ReactNode } from 'react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { CONTACT_NAMES, contactHref, type ContactKey } from './ContactLinks'
import { ChatIcon, MailIcon, PhoneIcon, SendIcon } from '../site/Icons'
import type { Slots } from '../slots'

/** The icon drawn for a contact, where the kit has one that says what it is. */
const CONTACT_ICONS: Partial<Record<ContactKey, (className: string) => ReactNode>> = {
  CONTACT_WHATSAPP: (className) => <ChatIcon className={className} />,
  CONTACT_TELEGRAM: (className) => <SendIcon className={className} />,
  CONTACT_EMAIL: (className) => <MailIcon className={className} />,
  CONTACT_PHONE: (className) => <PhoneIcon className={className} />
}

export interface ContactDetailsProps {
  /** The contacts to show, in this order; those not set are left out. */
  keys: readonly ContactKey[]
  /** Write the address or number itself after the icon (e-mail, phone); the others show only their icon, named for readers. */
  spelledOut?: readonly ContactKey[]
  /** `root`: the list; `item`: each contact; `link`: its link; `icon`: its icon. */
  classNames?: Slots<'root' | 'item' | 'link' | 'icon'>
}

/**
 * A company's contact details as a footer or a contact block shows them: an icon per channel
 * (WhatsApp, Telegram, e-mail, phone), the e-mail address and the phone number written out, each
 * a link (mailto:, tel:, the chat link). Nothing when none of the keys is set.
 */
export function ContactDetails({ keys, spelledOut = ['CONTACT_EMAIL', 'CONTACT_PHONE'], classNames = {} }: ContactDetailsProps) {
  const { root: className, item: itemClassName, link: linkClassName, icon: iconClassName = 'size-5 shrink-0' } = classNames
  const { config } = useGlobal()
  const shown = keys.filter((key) => config[key])
  if (shown.length === 0) return null
  return (
    <ul className={cx('flex flex-wrap items-center gap-3', className)}>
      {shown.map((key) => {
        const value = config[key]
        const written = spelledOut.includes(key)
        const href = contactHref(key, value)
        const content = (
          <>
            {CONTACT_ICONS[key]?.(iconClassName)}
            {written ? <span>{value}</span> : <span className={CONTACT_ICONS[key] ? 'sr-only' : undefined}>{CONTACT_NAMES[key]}</span>}
          </>
        )
        return (
          <li key={key} className={itemClassName}>
            {href ? (
              <a href={href} title={CONTACT_NAMES[key]} target={href.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer" className={cx('inline-flex items-center gap-2', linkClassName)}>
                {content}
              </a>
            ) : (
              <span className="inline-flex items-center gap-2">{content}</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
