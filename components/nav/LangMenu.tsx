import { type CSSProperties, type KeyboardEvent, useEffect, useRef } from 'react'
import { LOCALE_NAMES, type Locale } from '@/lib/i18n'
import { cx } from '@/components/cx'
import { DROP_DOWN_ENTRY, DROP_DOWN_PANEL } from './drop-down'

export interface LangMenuProps {
  id: string
  /** The menu's accessible name ("Language" in the site's language). */
  label: string
  locales: readonly Locale[]
  current: Locale
  /** Where it opens (see LangSwitch's `below`). */
  style: CSSProperties
  className?: string
  /** A language was picked: the menu closes, the focus goes back to the button, then the choice is applied. */
  onChoose: (locale: Locale) => void
  /** Escape: closed, the focus back on the button. */
  onDismiss: () => void
  /** Tab: closed, the focus moving on. */
  onClose: () => void
}

/**
 * LangSwitch's open menu, its own chunk: fetched when a reader first points at, focuses or presses
 * the button, so a page never opened costs only the button. The current language takes the focus
 * on opening; arrow keys, Home and End move between the languages.
 */
export function LangMenu({ id, label, locales, current, style, className, onChoose, onDismiss, onClose }: LangMenuProps) {
  const menu = useRef<HTMLDivElement>(null)
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus()
  }, [])
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitemradio"]')]
    const at = items.indexOf(document.activeElement as HTMLElement)
    const last = items.length - 1
    const to = { ArrowDown: at < last ? at + 1 : 0, ArrowUp: at > 0 ? at - 1 : last, Home: 0, End: last }[event.key]
    if (to !== undefined) {
      event.preventDefault()
      items[to]?.focus()
    } else if (event.key === 'Escape') onDismiss()
    else if (event.key === 'Tab') onClose()
  }
  return (
    <div ref={menu} id={id} role="menu" aria-label={label} onKeyDown={onKeyDown} style={style} className={cx(DROP_DOWN_PANEL, className)}>
      {locales.map((option) => (
        <button
          key={option}
          type="button"
          role="menuitemradio"
          aria-checked={option === current}
          lang={option}
          tabIndex={-1}
          onClick={() => onChoose(option)}
          className={cx(DROP_DOWN_ENTRY, 'w-full cursor-pointer whitespace-nowrap text-left aria-checked:font-semibold aria-checked:bg-gray-100 dark:aria-checked:bg-gray-800')}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </div>
  )
}
