import { useId } from 'react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { CONTACT_KEYS, ContactLinks } from './ContactLinks'
import { UserIcon } from '../site/Icons'
import { ToolButton } from './ToolButton'
import { useDisclosure } from '../hooks/use-disclosure'
import type { Slots } from '../slots'

export interface ContactToggleProps {
  /**
   * `root`: the button; `icon`: its person; `panel`: the links that open beside the button (their
   * place and look); `link`: each link.
   */
  classNames?: Slots<'root' | 'icon' | 'panel' | 'link'>
}

/**
 * A floating "contact me" button that folds the author's contact links out beside it (matery's
 * social button); Escape or a second press folds them away. Nothing when no contact is set.
 */
export function ContactToggle({ classNames = {} }: ContactToggleProps) {
  const {
    root: className,
    icon: iconClassName = 'mx-auto h-5 w-5',
    panel: panelClassName = 'absolute bottom-0 right-full mr-2 w-max max-w-[70vw] rounded-lg bg-white p-2 text-gray-900 shadow-lg dark:bg-gray-900 dark:text-gray-100',
    link: linkClassName = 'block rounded px-2 py-1 hover:bg-black/10 dark:hover:bg-white/10'
  } = classNames
  const { t, config } = useGlobal()
  const panel = useDisclosure()
  const id = useId()
  if (!CONTACT_KEYS.some((key) => config[key])) return null
  return (
    <div className="relative">
      <ToolButton label={t.KIT.CONTACT_ME} icon={<UserIcon className={iconClassName} />} aria-expanded={panel.open} aria-controls={id} onClick={panel.toggle} classNames={{ root: className }} />
      <div id={id} hidden={!panel.open} className={cx(panelClassName)}>
        <ContactLinks classNames={{ root: 'flex-col', link: linkClassName }} />
      </div>
    </div>
  )
}
