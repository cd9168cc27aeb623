import { type CSSProperties, type KeyboardEvent, useCallback, useId, useRef } from 'react'
import { useGlobal } from '@/components/site/context'
import type { MenuLink } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { DROP_DOWN_PANEL } from './drop-down'
import { NavItem } from './NavItem'
import { NAV_MORE_ATTRIBUTE } from './row-fit'
import { useClickOutside } from '../hooks/use-click-outside'
import { useDisclosure } from '../hooks/use-disclosure'
import type { Slots } from '../slots'


export interface MoreMenuProps {
  /** The entries the row had no room for, in menu order. */
  links: readonly MenuLink[]
  /** `root`: the More button; `panel`: the drop-down (opening under the button's right edge); `link`: each entry in it. */
  classNames?: Slots<'root' | 'panel' | 'link'>
  /** Set on the button's wrapper: the row's gap before it and the row's type, so More reads as one more entry. */
  style?: CSSProperties
}

/**
 * The end of a navigation row that has run out of room: a More button whose drop-down lists the
 * entries that did not fit, a Menu row with sub-menus among them opening its own list inside. It
 * closes on Escape (giving the focus back to the button), on a press outside it and on navigation.
 */
export function MoreMenu({ links, classNames = {}, style }: MoreMenuProps) {
  const { t } = useGlobal()
  const menu = useDisclosure()
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const close = menu.close
  useClickOutside(root, menu.open, close)
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return
      close()
      button.current?.focus()
    },
    [menu.open, close]
  )
  return (
    <div ref={root} {...{ [NAV_MORE_ATTRIBUTE]: '' }} className="relative shrink-0" style={style} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-expanded={menu.open}
        aria-controls={id}
        onClick={menu.toggle}
        className={cx('cursor-pointer whitespace-nowrap', classNames.root)}
      >
        {t.COMMON.MORE}{' '}
        <span aria-hidden="true" className={cx('inline-block transition-transform', menu.open && 'rotate-180')}>
          ▾
        </span>
      </button>
      {/* Anchored at the button's right edge whatever side a theme's panel class names: More ends the row, so a panel opening rightwards would leave the window. */}
      <div id={id} hidden={!menu.open} style={{ left: 'auto', right: 0 }} className={classNames.panel ?? DROP_DOWN_PANEL}>
        <ul className="flex flex-col">
          {links.map((link) => (
            <li key={link.id}>
              <NavItem
                link={link}
                classNames={{
                  root: cx('flex w-full items-center gap-1 whitespace-nowrap rounded px-2 py-1 text-left', classNames.link ?? 'hover:bg-gray-100 dark:hover:bg-gray-800'),
                  subMenu: 'pl-3'
                }}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
