import { type ReactNode, useId } from 'react'
import type { Slots } from '../slots'

export interface SidebarCardProps {
  title?: ReactNode
  /** An icon drawn before the title. */
  icon?: ReactNode
  /** `root`: the card; `title`: its heading. */
  classNames?: Slots<'root' | 'title'>
  /** A link beside the title ("More"), e.g. to the full index. */
  action?: ReactNode
  children: ReactNode
}

/** A titled card of a sidebar or widget column; the title names the region for screen readers. */
export function SidebarCard({ title, icon, classNames = {}, action, children }: SidebarCardProps) {
  const { root: className, title: titleClassName = 'mb-3 flex items-center gap-2 font-semibold' } = classNames
  const id = useId()
  return (
    <section aria-labelledby={title ? id : undefined} className={className}>
      {title && (
        <div className="flex items-center justify-between gap-2">
          <h2 id={id} className={titleClassName}>
            {icon}
            {title}
          </h2>
          {action}
        </div>
      )}
      {children}
    </section>
  )
}
