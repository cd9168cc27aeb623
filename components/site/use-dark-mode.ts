import { startTransition, useCallback, useEffect, useState } from 'react'
import { DARK_MODE_KEY } from './dark-mode'
import { writeStored } from './use-stored-value'

/**
 * The `dark` class on <html> is the truth: the inline script of _document sets it before first paint
 * (from the query, the stored choice or the appearance setting), and this hook follows it.
 */
function isDarkClass(): boolean {
  return document.documentElement.classList.contains('dark')
}

function applyClass(dark: boolean) {
  const html = document.documentElement
  html.classList.toggle('dark', dark)
  html.classList.toggle('light', !dark)
  html.style.colorScheme = dark ? 'dark' : 'light'
}

export function useDarkMode(appearance: string) {
  // Hydration starts from what the server drew (its guess from the appearance setting); the class
  // is read right after. Each change reaches React as a transition: a part whose code is still on
  // its way (a lazy post layout, the Notion renderer) keeps the server's HTML until it hydrates,
  // where an urgent update would have React drop that HTML and show the part's empty fallback, the
  // page below it jumping up and back (issue 35: CLS 0.8 on a dark every-block post). The colours
  // themselves follow the class through CSS, at once.
  const [isDarkMode, setDarkMode] = useState(() => appearance === 'dark')
  useEffect(() => {
    const follow = () => startTransition(() => setDarkMode(isDarkClass()))
    follow()
    const observer = new MutationObserver(follow)
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
    return () => observer.disconnect()
  }, [])
  const toggleDarkMode = useCallback(() => {
    const next = !isDarkClass()
    writeStored(DARK_MODE_KEY, String(next))
    applyClass(next)
  }, [])
  return { isDarkMode, toggleDarkMode }
}
