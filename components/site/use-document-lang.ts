import { useEffect } from 'react'

/**
 * Keeps `<html lang>` on the language shown. Next's router writes its own locale there after each
 * route change when i18n routing is on (a multi-language site), and the default site's locale is a
 * routing id (`default`), not a language: the attribute is put back whenever anything changes it.
 */
export function useDocumentLang(lang: string) {
  useEffect(() => {
    const html = document.documentElement
    html.lang = lang
    if (typeof MutationObserver === 'undefined') return
    const observer = new MutationObserver(() => {
      if (html.lang !== lang) html.lang = lang
    })
    observer.observe(html, { attributes: true, attributeFilter: ['lang'] })
    return () => observer.disconnect()
  }, [lang])
}
