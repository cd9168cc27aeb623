import { useGlobal } from '@/components/site/context'
import { safeUrl } from '@/lib/urls/safe-url'
import { MailIcon } from '../site/Icons'
import type { Slots } from '../slots'

export interface InquiryLinkProps {
  /** What the message is about (a product's name): the e-mail's subject. */
  subject: string
  /** `root`: the link; `icon`: the envelope. */
  classNames?: Slots<'root' | 'icon'>
}

/**
 * "Ask about this": a link that opens an e-mail to the site's CONTACT_EMAIL with the subject filled
 * in (a product page's enquiry button). Nothing when no e-mail address is set.
 */
export function InquiryLink({ subject, classNames = {} }: InquiryLinkProps) {
  const { root: className, icon: iconClassName = 'size-4' } = classNames
  const { config, t } = useGlobal()
  const address = config.CONTACT_EMAIL.replace(/^mailto:/, '')
  const href = address ? safeUrl(`mailto:${address}?subject=${encodeURIComponent(subject)}`) : null
  if (!href) return null
  return (
    <a href={href} className={className}>
      <MailIcon className={iconClassName} />
      {t.KIT.INQUIRE}
    </a>
  )
}
