import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { cx } from '@/components/cx'
import { safeUrl } from '@/lib/urls/safe-url'
import { SubmitButton } from './SubmitButton'
import { useMarketingTexts } from './use-marketing-texts'
import { type FormFieldSpec, validateForm } from './validate-form'

export type MarketingFormSlot = 'root' | 'fields' | 'field' | 'label' | 'input' | 'error' | 'button' | 'sentButton' | 'status' | 'failed'

export type FormStatus = 'idle' | 'sending' | 'sent' | 'failed' | 'unconnected'

export interface MarketingFormProps {
  /** The form's accessible name. */
  label: string
  fields: readonly FormFieldSpec[]
  /**
   * Where the form posts its fields as JSON (a form service, the site's own endpoint), from config.
   * Empty: the form still checks what was typed, then says it is not connected instead of sending.
   */
  action: string
  submitLabel: string
  /** The button's text once sent ("Subscribed"); the submit label without. */
  sentLabel?: string
  /** Said under the form once sent. */
  sentMessage?: string
  /** Above the fields: the form's title, a logo. */
  header?: ReactNode
  /** Under the button and the status line: links, a divider and more buttons. */
  footer?: ReactNode
  classNames?: Partial<Record<MarketingFormSlot, string>>
}

const INPUT = 'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 placeholder-gray-500 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:placeholder-gray-400'

/**
 * A form of the marketing sections (newsletter, contact, sign-in card): it checks what was typed and
 * says what is wrong beside each field in the visitor's language, then posts the fields as JSON to
 * the configured address and says whether that worked. With no address it says the form is not
 * connected: it never pretends to have sent anything.
 */
export function MarketingForm({ label, fields, action, submitLabel, sentLabel, sentMessage, header, footer, classNames = {} }: MarketingFormProps) {
  const texts = useMarketingTexts()
  const id = useId()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<FormStatus>('idle')
  const target = safeUrl(action, 'frame')

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const values = Object.fromEntries(fields.map((field) => [field.name, String(data.get(field.name) ?? '').trim()]))
    const found = validateForm(fields, values, texts)
    setErrors(found)
    const firstWrong = fields.find((field) => found[field.name])
    if (firstWrong) {
      setStatus('idle')
      form.querySelector<HTMLElement>(`[name="${firstWrong.name}"]`)?.focus()
      return
    }
    if (!target) {
      setStatus('unconnected')
      return
    }
    setStatus('sending')
    try {
      const response = await fetch(target, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(values) })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      form.reset()
      setStatus('sent')
    } catch {
      setStatus('failed')
    }
  }

  const clearError = (name: string) => {
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest)
  }

  const message =
    status === 'sent' ? sentMessage ?? texts.SENT : status === 'unconnected' ? texts.NOT_CONNECTED : status === 'failed' ? texts.FAILED : status === 'sending' ? texts.SENDING : ''

  return (
    <form aria-label={label} method="post" noValidate onSubmit={(event) => void submit(event)} className={classNames.root}>
      {header}
      <div className={classNames.fields}>
        {fields.map((field) => {
          const fieldId = `${id}-${field.name}`
          const error = errors[field.name]
          const common = {
            id: fieldId,
            name: field.name,
            placeholder: field.placeholder,
            autoComplete: field.autoComplete,
            'aria-required': field.required || undefined,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${fieldId}-error` : undefined,
            onInput: () => clearError(field.name),
            className: cx(INPUT, classNames.input)
          }
          return (
            <div key={field.name} className={cx('flex flex-col gap-1', classNames.field)}>
              <label htmlFor={fieldId} className={cx('text-sm font-medium', classNames.label)}>
                {field.label}
              </label>
              {field.type === 'textarea' ? <textarea rows={5} {...common} /> : <input type={field.type ?? 'text'} {...common} />}
              {error && (
                <p id={`${fieldId}-error`} className={cx('text-sm text-red-700 dark:text-red-300', classNames.error)}>
                  {error}
                </p>
              )}
            </div>
          )
        })}
        <SubmitButton busy={status === 'sending'} className={cx(classNames.button, status === 'sent' && classNames.sentButton)}>
          {status === 'sent' && sentLabel ? sentLabel : submitLabel}
        </SubmitButton>
      </div>
      {/* Always there, so a screen reader hears what changes; a status role only while it says something (a page keeps one status region of its own). */}
      <p aria-live="polite" role={status === 'failed' ? 'alert' : message ? 'status' : undefined} data-status={status} className={cx(message ? 'mt-3 text-sm' : 'sr-only', classNames.status, status === 'failed' && classNames.failed)}>
        {message}
      </p>
      {footer}
    </form>
  )
}
