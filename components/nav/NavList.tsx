import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import type { MenuLink } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { lazyPart } from '../loading/lazy-part'
import { NavItem } from './NavItem'
import { NAV_MORE_ATTRIBUTE, overflowingCount } from './row-fit'
import type { Slots } from '../slots'

/** Marks the hidden copy of More's button in a fitted row, measured for the room More will take before its code arrives. */
const MORE_PROBE = 'data-more-probe'

// Only a row that overflows draws More (after it is measured, in the browser): most pages never fetch its code.
const MoreMenu = lazyPart(() => import('./MoreMenu').then((m) => m.MoreMenu))

export interface NavListProps {
  links: readonly MenuLink[]
  /**
   * `root`: the list, a row in a header or a column in a drawer or a sidebar; `item`: each entry;
   * `link`: each link and each drop-down button; `subMenu`: a drop-down's panel (under a header
   * link) or an indented list (in a column). In a fitted row, `more`: the More button (the `link`
   * classes where left out), `moreLink`: each entry in its drop-down.
   */
  classNames?: Slots<'root' | 'item' | 'link' | 'subMenu' | 'more' | 'moreLink'>
  /** Something drawn at the end of an entry (a count badge beside Archive, say); nothing where it gives null. */
  badge?: (link: MenuLink) => ReactNode
  /** Sub-menus start open, each closing with its button (a column menu), instead of closed drop-downs. */
  subMenusOpen?: boolean
  /**
   * A header's row that must fit whatever the owner's menu holds: one line, the entries that do not
   * fit moved into a More drop-down at its end. The list grows to the room its parent (a flex row)
   * leaves it and gives that room up first; the parent, left at its own least width (no `min-w-0`),
   * keeps room for More. `root` must give the row its height (`h-10`, say): the
   * line is that high, and entries past it wrap out of sight, so nothing wraps visibly before the
   * script measures the row.
   */
  fit?: boolean
}

/** A theme's navigation as a list, each entry a link or a drop-down of sub-menus (NavItem). */
export function NavList({ links, classNames = {}, badge, subMenusOpen = false, fit = false }: NavListProps) {
  if (fit) return <FittedNavList links={links} classNames={classNames} badge={badge} />
  const { root: className = 'flex flex-wrap items-center gap-4', item: itemClassName, link: linkClassName, subMenu: subMenuClassName } = classNames
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.id} className={cx(itemClassName)}>
          <NavItem link={link} classNames={{ root: linkClassName, subMenu: subMenuClassName }} badge={badge?.(link)} startOpen={subMenusOpen} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The fitted row. Each entry is as high as the row, so the row's one line holds exactly the entries
 * that fit and the rest wrap below it, clipped, in the server's HTML already (no second line shows
 * before the script, and nothing moves when it runs). Once hydrated, a ResizeObserver reads where
 * the entries lie; those past the first line are hidden and inert (their place kept, so the next
 * measure sees them) and listed in MoreMenu after the row. The More button takes its room from the
 * row, which measures again until it settles.
 */
function FittedNavList({ links, classNames, badge }: Required<Pick<NavListProps, 'links' | 'classNames'>> & Pick<NavListProps, 'badge'>) {
  const { root: className = 'flex h-10 items-center gap-4', item: itemClassName, link: linkClassName, subMenu: subMenuClassName } = classNames
  const { t } = useGlobal()
  const row = useRef<HTMLUListElement>(null)
  const [hiddenCount, setHiddenCount] = useState(0)
  const [measured, setMeasured] = useState(false)
  const [rowStyle, setRowStyle] = useState<CSSProperties>({})
  useEffect(() => {
    const list = row.current
    if (!list) return
    const measure = () => {
      // A row that is not drawn (hidden at this width, or no layout at all: no box) has no widths to
      // count, and keeps its entries until it is. A drawn row squeezed to no width has a box: it counts, and all go into More.
      if (list.getClientRects().length === 0) return setMeasured(true)
      const items = [...list.children].filter((child): child is HTMLLIElement => child instanceof HTMLLIElement && !child.hasAttribute(MORE_PROBE))
      const boxes = items.map((item) => ({ top: item.offsetTop, width: item.offsetWidth }))
      // More sits outside the row (so it never wraps away): it takes the row's gap and type from the row's classes.
      const { columnGap, fontSize, fontWeight, lineHeight } = getComputedStyle(list)
      const gap = Number.parseFloat(columnGap) || 0
      // The room More takes (its button and the gap before it): the real one once it shows, its hidden copy before.
      const next = list.nextElementSibling
      const shown = next instanceof HTMLElement && next.hasAttribute(NAV_MORE_ATTRIBUTE) ? next : null
      const probe = list.querySelector<HTMLElement>(`[${MORE_PROBE}] > *`)
      const more = (shown ?? probe)?.offsetWidth ?? 0
      setHiddenCount(overflowingCount(boxes, list.clientWidth, { gap, more: more + gap, moreShown: shown !== null }))
      setRowStyle((current) =>
        current.marginLeft === columnGap && current.fontSize === fontSize && current.fontWeight === fontWeight ? current : { marginLeft: columnGap, fontSize, fontWeight, lineHeight }
      )
      setMeasured(true)
    }
    // Measured at once, whether or not the row is drawn (a ResizeObserver reports nothing for a
    // hidden one, which then counts as measured); then again on every change of size, such as a
    // hidden row being drawn (none where there is no ResizeObserver).
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(list)
    for (const child of list.children) observer.observe(child)
    return () => observer.disconnect()
  }, [links])
  const firstHidden = links.length - hiddenCount
  return (
    <>
      <ul
        ref={row}
        // Clipped until measured; then a sub-menu's panel must be free to drop below the row, and the entries past the line are invisible instead.
        // Zero wide before it grows: the row asks no room of its own, so a parent that keeps its content's least width keeps just More's.
        className={cx(className, 'relative w-0 min-w-0 flex-1 flex-wrap', measured ? 'overflow-visible' : 'overflow-hidden')}
        // For the browser tests: a row whose entries may still move into More reads "pending".
        data-fit-row={measured ? 'measured' : 'pending'}
      >
        {links.map((link, index) => {
          const hidden = index >= firstHidden
          return (
            <li key={link.id} className={cx('flex h-full shrink-0 items-center', itemClassName, hidden && 'invisible')} inert={hidden} aria-hidden={hidden || undefined}>
              <NavItem link={link} classNames={{ root: cx('whitespace-nowrap', linkClassName), subMenu: subMenuClassName }} badge={badge?.(link)} />
            </li>
          )
        })}
        {/* Out of the flow and unseen: More's button as it will be drawn, so the first measure keeps its room. */}
        <li {...{ [MORE_PROBE]: '' }} aria-hidden="true" className="pointer-events-none invisible absolute left-0 top-0">
          <span className={cx('cursor-pointer whitespace-nowrap', classNames.more ?? linkClassName)}>{t.COMMON.MORE} ▾</span>
        </li>
      </ul>
      {hiddenCount > 0 && (
        <MoreMenu
          links={links.slice(firstHidden)}
          style={rowStyle}
          classNames={{ root: classNames.more ?? linkClassName, panel: subMenuClassName, link: classNames.moreLink }}
        />
      )}
    </>
  )
}
