import { useGlobal } from '@/components/site/context'
import { useMarketingTexts } from './use-marketing-texts'
import { MarketingForm, type MarketingFormSlot } from './MarketingForm'

/** Fewest characters of a message worth sending. */
export const MESSAGE_MIN_LENGTH = 10

export interface ContactFormProps {
  /** Where the message is posted (config); the form says it is not connected without. */
  action: string
  label: string
  classNames?: Partial<Record<MarketingFormSlot, string>>
}

/** The message form: name, email and the message, all required. */
export function ContactForm({ action, label, classNames }: ContactFormProps) {
  const { t } = useGlobal()
  const texts = useMarketingTexts()
  return (
    <MarketingForm
      label={label}
      action={action}
      fields={[
        { name: 'name', label: t.SIGN.NAME, required: true, autoComplete: 'name' },
        { name: 'email', label: t.SIGN.EMAIL, type: 'email', required: true, autoComplete: 'email' },
        { name: 'message', label: texts.MESSAGE, type: 'textarea', required: true, minLength: MESSAGE_MIN_LENGTH }
      ]}
      submitLabel={texts.SEND}
      classNames={classNames}
    />
  )
}
