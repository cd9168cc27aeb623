import { type ReactNode, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { CloseIcon } from '../site/Icons'
import { useFocusTrap } from '../hooks/use-focus-trap'
import { useLockBody } from '../hooks/use-lock-body'
import { useTransitionPhase } from '../hooks/use-transition-phase'
import type { Slots } from '../slots'

export type DrawerSide = 'left' | 'right' | 'bottom' | 'center'

export interface DrawerProps {
  open: boolean
  onClose: () => void
  /** The dialog's accessible name. */
  label: string
  side?: DrawerSide
  /** Id the opening button names in aria-controls. */
  id?: string
  /** `root`: the panel's look (width, background, padding); `backdrop`: the dimmed layer behind it; `closeButton`: its close button. */
  classNames?: Slots<'root' | 'backdrop' | 'closeButton'>
  children: ReactNode
}

/** How long the panel slides, in ms. */
const SLIDE_MS = 250

/** Where the panel sits and where it slides from, by side. */
const SIDES: Record<DrawerSide, { panel: string; away: string }> = {
  left: { panel: 'inset-y-0 left-0 h-full w-80 max-w-[85vw]', away: '-translate-x-full' },
  right: { panel: 'inset-y-0 right-0 h-full w-80 max-w-[85vw]', away: 'translate-x-full' },
  bottom: { panel: 'inset-x-0 bottom-0 max-h-[75vh] rounded-t-xl', away: 'translate-y-full' },
  /** A dialog in the middle of the window that scales in (a lightbox). */
  center: { panel: 'inset-0 m-auto h-fit max-h-[90vh] w-fit max-w-[95vw]', away: 'scale-95 opacity-0' }
}

/**
 * A panel that slides over the page from one side: the mobile menu, the contents, the search
 * drawer. It is a modal dialog: focus moves in and stays in, Escape (through the opener's
 * useDisclosure), the close button and a click on the dimmed page close it, the page behind does
 * not scroll, and focus returns to the opener. Its content is rendered only while it shows, in
 * <body>: a button inside a transformed strip (floating tools) must not carry the panel with it.
 */
export function Drawer({
  open,
  onClose,
  label,
  side = 'left',
  id,
  classNames = {},
  children
}: DrawerProps) {
  const {
    root: className = 'bg-white p-5 text-gray-900 shadow-xl dark:bg-neutral-900 dark:text-gray-100',
    backdrop: backdropClassName = 'bg-black/50',
    closeButton: closeButtonClassName = 'rounded p-1 hover:bg-gray-100 dark:hover:bg-gray-800'
  } = classNames
  const { t } = useGlobal()
  const phase = useTransitionPhase(open, SLIDE_MS, { appear: true })
  const panel = useRef<HTMLDivElement>(null)
  useFocusTrap(panel, phase === 'visible' || phase === 'enter')
  useLockBody(open)
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, onClose])
  if (phase === 'hidden') return null
  const shown = phase === 'visible'
  return createPortal(
    <div id={id} className="fixed inset-0 z-50" data-phase={phase}>
      <button
        type="button"
        tabIndex={-1}
        aria-label={t.COMMON.CLOSE}
        onClick={onClose}
        className={cx('absolute inset-0 h-full w-full cursor-default transition-opacity duration-250', shown ? 'opacity-100' : 'opacity-0', backdropClassName)}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={cx(
          'absolute flex flex-col overflow-y-auto outline-none transition-[transform,opacity] duration-250 ease-out motion-reduce:transition-none',
          SIDES[side].panel,
          !shown && SIDES[side].away,
          className
        )}
      >
        <button type="button" aria-label={t.COMMON.CLOSE} onClick={onClose} className={cx('absolute right-3 top-3 z-10', closeButtonClassName)}>
          <CloseIcon className="h-5 w-5" />
        </button>
        {children}
      </div>
    </div>,
    document.body
  )
}
