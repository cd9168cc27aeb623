import { useGlobal } from '@/components/site/context'
import { useMarketingTexts } from './use-marketing-texts'
import { MarketingForm, type MarketingFormSlot } from './MarketingForm'

export interface NewsletterFormProps {
  /** Where the address is posted (config); the form says it is not connected without. */
  action: string
  /** The form's accessible name (the section's title). */
  label: string
  /** Said once subscribed ("Thanks: look out for the first letter"). */
  sentMessage?: string
  placeholder?: string
  classNames?: Partial<Record<MarketingFormSlot, string>>
}

/** One email field and a Subscribe button that turns to "Subscribed" once sent. */
export function NewsletterForm({ action, label, sentMessage, placeholder, classNames }: NewsletterFormProps) {
  const { t } = useGlobal()
  const texts = useMarketingTexts()
  return (
    <MarketingForm
      label={label}
      action={action}
      fields={[{ name: 'email', label: t.SIGN.EMAIL, type: 'email', required: true, autoComplete: 'email', placeholder }]}
      submitLabel={texts.SUBSCRIBE}
      sentLabel={texts.SUBSCRIBED}
      sentMessage={sentMessage}
      classNames={classNames}
    />
  )
}
