import type { ButtonHTMLAttributes, ReactNode } from 'react'
import type { Slots } from '../slots'

export interface ToolButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className'> {
  /** The accessible name, also the tooltip; shown beside the icon with `showLabel`. */
  label: string
  icon: ReactNode
  showLabel?: boolean
  /** `root`: the button; `label`: its shown name (with `showLabel`). */
  classNames?: Slots<'root' | 'label'>
}

/** An icon button of the kit's tools (back to top, random post, jump to comments…): its name is its label. */
export function ToolButton({ label, icon, showLabel = false, classNames = {}, type = 'button', ...rest }: ToolButtonProps) {
  const { root: className, label: labelClassName = 'text-xs' } = classNames
  return (
    <button type={type} aria-label={label} title={label} {...rest} className={className}>
      {icon}
      {showLabel && <span className={labelClassName}>{label}</span>}
    </button>
  )
}
