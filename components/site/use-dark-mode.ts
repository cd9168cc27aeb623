import { useCallback, useSyncExternalStore } from 'react'
import { DARK_MODE_KEY } from './dark-mode'
import { writeStored } from './use-stored-value'

/**
 * The `dark` class on <html> is the truth: the inline script of _document sets it before first paint
 * (from the query, the stored choice or the appearance setting), and this hook follows it.
 */
function subscribe(listener: () => void) {
  const observer = new MutationObserver(listener)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

function applyClass(dark: boolean) {
  const html = document.documentElement
  html.classList.toggle('dark', dark)
  html.classList.toggle('light', !dark)
  html.style.colorScheme = dark ? 'dark' : 'light'
}

export function useDarkMode(appearance: string) {
  const isDarkMode = useSyncExternalStore(
    subscribe,
    () => document.documentElement.classList.contains('dark'),
    () => appearance === 'dark'
  )
  const toggleDarkMode = useCallback(() => {
    const next = !document.documentElement.classList.contains('dark')
    writeStored(DARK_MODE_KEY, String(next))
    applyClass(next)
  }, [])
  return { isDarkMode, toggleDarkMode }
}
