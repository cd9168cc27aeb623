import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface ToolButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name, also the tooltip; shown beside the icon with `showLabel`. */
  label: string
  icon: ReactNode
  showLabel?: boolean
  labelClassName?: string
}

/** An icon button of the kit's tools (back to top, random post, jump to comments…): its name is its label. */
export function ToolButton({ label, icon, showLabel = false, labelClassName = 'text-xs', type = 'button', ...rest }: ToolButtonProps) {
  return (
    <button type={type} aria-label={label} title={label} {...rest}>
      {icon}
      {showLabel && <span className={labelClassName}>{label}</span>}
    </button>
  )
}
