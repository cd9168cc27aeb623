import type { MarketingTexts } from '@/lib/i18n/marketing'

/** One field of a marketing form: what it asks for and what it must hold. */
export interface FormFieldSpec {
  name: string
  /** The visible label, in the visitor's language (from `t`) or from config. */
  label: string
  type?: 'text' | 'email' | 'password' | 'textarea'
  required?: boolean
  /** Fewest characters a non-empty value may have. */
  minLength?: number
  autoComplete?: string
  /** A hint inside the empty field. */
  placeholder?: string
}

/** An address as people write one: something, @, a host with a dot, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * What is wrong with each field, in the visitor's language: the browser's own bubbles speak the
 * browser's language and cannot be styled, so the forms check here instead (`noValidate`). A field
 * with nothing wrong is left out; an empty result means the form may be sent.
 */
export function validateForm(fields: readonly FormFieldSpec[], values: Readonly<Record<string, string>>, texts: MarketingTexts): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim()
    if (value === '') {
      if (field.required) errors[field.name] = texts.REQUIRED.replace('{field}', field.label)
      continue
    }
    if (field.type === 'email' && !EMAIL.test(value)) errors[field.name] = texts.INVALID_EMAIL
    else if (field.minLength && value.length < field.minLength) errors[field.name] = texts.TOO_SHORT.replace('{field}', field.label).replace('{min}', String(field.minLength))
  }
  return errors
}
