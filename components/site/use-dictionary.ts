import { use, useEffect, useState } from 'react'
import { type Dictionary, type Locale, loadDictionary, peekDictionary } from '@/lib/i18n'

/**
 * The texts of `locale`. The first locale rendered (the configured one, on the server and while
 * hydrating) suspends until its chunk is there, so the server HTML and the first client render
 * agree. A later switch never suspends: the texts shown so far stay until the new language arrives.
 */
export function useDictionary(locale: Locale): Dictionary {
  const [shown, setShown] = useState(locale)
  useEffect(() => {
    let live = true
    loadDictionary(locale).then(
      () => {
        if (live) setShown(locale)
      },
      (error: unknown) => console.warn(`[i18n] could not load the ${locale} texts; keeping the current language`, error)
    )
    return () => {
      live = false
    }
  }, [locale])
  return peekDictionary(locale) ?? peekDictionary(shown) ?? use(loadDictionary(shown))
}
