import { useGlobal } from '@/components/site/context'
import { safeUrl } from '@/lib/urls/safe-url'
import { MailIcon } from '../site/Icons'

export interface InquiryLinkProps {
  /** What the message is about (a product's name): the e-mail's subject. */
  subject: string
  className?: string
  iconClassName?: string
}

/**
 * "Ask about this": a link that opens an e-mail to the site's CONTACT_EMAIL with the subject filled
 * in (a product page's enquiry button). Nothing when no e-mail address is set.
 */
export function InquiryLink({ subject, className, iconClassName = 'size-4' }: InquiryLinkProps) {
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
