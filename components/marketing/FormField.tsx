import { type InputHTMLAttributes, useId } from 'react'
import type { Slots } from '../slots'

export type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string
  /** `label`: the label; `input`: the field. */
  classNames?: Slots<'label' | 'input'>
}

/** A labelled input: the label is tied to the field so screen readers announce it. */
export function FormField({
  label,
  classNames = {},
  ...input
}: FormFieldProps) {
  const {
    label: labelClassName = 'text-sm font-medium',
    input: className = 'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-gray-500 focus:outline-none dark:border-gray-600 dark:bg-neutral-900 dark:text-gray-100'
  } = classNames
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input id={id} className={className} {...input} />
    </div>
  )
}
