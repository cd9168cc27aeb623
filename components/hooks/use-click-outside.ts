import { type RefObject, useEffect } from 'react'

/**
 * While `active`, a press anywhere outside the element calls `onOutside`: a menu that drops down
 * from a header closes when the visitor taps the page beside it.
 */
export function useClickOutside(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return
    const onPointer = (event: PointerEvent | MouseEvent) => {
      const element = ref.current
      if (element && event.target instanceof Node && !element.contains(event.target)) onOutside()
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [ref, active, onOutside])
}
