import { type ReactNode, useId, useState } from 'react'
import type { DrawerSide } from './Drawer'
import { lazyPart } from '../loading/lazy-part'
import { ToolButton } from '../widgets/ToolButton'
import { useDisclosure } from '../hooks/use-disclosure'
import type { Slots } from '../slots'

/** The drawer's code is fetched when a visitor reaches for a button that opens one, not with the page. */
const LazyDrawer = lazyPart(() => import('./Drawer').then((m) => m.Drawer))

export interface DrawerButtonProps {
  /** The button's name, also the drawer's. */
  label: string
  icon: ReactNode
  showLabel?: boolean
  side?: DrawerSide
  /** `root`: the button; `drawer`: the panel it opens. */
  classNames?: Slots<'root' | 'drawer'>
  /** Fetches what the drawer's content needs as soon as the visitor reaches for the button. */
  onPreload?: () => void
  /** The drawer's content; `close` closes it (after a pick in a list, say). */
  children: (close: () => void) => ReactNode
}

/**
 * A button that opens a Drawer: the mobile menu, the contents, the search panel, a sidebar on
 * phones. The drawer is only drawn once first opened, and its code arrives with the first pointer
 * or focus on the button.
 */
export function DrawerButton({ label, icon, showLabel = false, side, classNames = {}, onPreload, children }: DrawerButtonProps) {
  const { root: className, drawer: drawerClassName } = classNames
  const drawer = useDisclosure()
  const id = useId()
  const [used, setUsed] = useState(false)
  const preload = () => {
    void LazyDrawer.preload()
    onPreload?.()
  }
  return (
    <>
      <ToolButton
        label={label}
        icon={icon}
        showLabel={showLabel}
        aria-expanded={drawer.open}
        aria-controls={id}
        onClick={() => {
          setUsed(true)
          drawer.toggle()
        }}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        classNames={{ root: className }}
      />
      {used && (
        <LazyDrawer open={drawer.open} onClose={drawer.close} label={label} side={side} id={id} classNames={{ root: drawerClassName }}>
          {children(drawer.close)}
        </LazyDrawer>
      )}
    </>
  )
}
