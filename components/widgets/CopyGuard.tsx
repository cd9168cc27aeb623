import { useEffect } from 'react'
import { useGlobal } from '@/components/site/context'

/** Form fields stay usable: a visitor must still be able to select what they type. */
function isEditable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
}

/**
 * With CAN_COPY false, stops text selection and copying on the whole page (docs/behaviour.md §1); the theme
 * adds `select-none` for the look. Renders nothing.
 */
export function CopyGuard() {
  const { config } = useGlobal()
  useEffect(() => {
    if (config.CAN_COPY) return
    const block = (event: Event) => {
      if (!isEditable(event.target)) event.preventDefault()
    }
    const events = ['copy', 'cut', 'selectstart', 'dragstart'] as const
    events.forEach((name) => document.addEventListener(name, block))
    return () => events.forEach((name) => document.removeEventListener(name, block))
  }, [config.CAN_COPY])
  return null
}
