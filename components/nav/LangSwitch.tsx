import { type CSSProperties, useId, useRef, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import { LOCALE_NAMES, type Locale, normalizeLocale } from '@/lib/i18n'
import { cx } from '@/components/cx'
import { lazyPart } from '../loading/lazy-part'
import { useClickOutside } from '../hooks/use-click-outside'
import { useDisclosure } from '../hooks/use-disclosure'

// The open menu is its own chunk, fetched as the reader reaches for the button (every theme's header has the button).
const LangMenu = lazyPart(() => import('./LangMenu').then((m) => m.LangMenu))

/** The site's languages (config LOCALES) that Quire has texts for, and every language site, without repeats. */
function offeredLocales(configured: readonly string[], current: Locale, siteLocales: readonly Locale[]): Locale[] {
  const locales = configured.map(normalizeLocale).filter((locale): locale is Locale => locale !== null)
  return [...new Set([...locales, ...siteLocales, current])]
}

/**
 * What the button shows of a language: its code (EN, FR), but for Chinese the first character of
 * its own name (简, 繁), which a Chinese reader knows the script by where "ZH" would say nothing.
 */
function shortName(locale: Locale): string {
  return locale.startsWith('zh') ? LOCALE_NAMES[locale].charAt(0) : locale.slice(0, 2).toUpperCase()
}

/**
 * Where the menu opens: under the button, on the side of the window edge it is nearer, in the
 * coordinates of the box both are placed in (the button's offsetParent), so it needs no wrapper.
 */
function below(button: HTMLElement): CSSProperties {
  const top = button.offsetTop + button.offsetHeight
  const left = button.offsetLeft
  const box = button.getBoundingClientRect()
  if (box.left + box.width / 2 <= window.innerWidth / 2) return { top, left }
  return { top, right: (button.offsetParent?.clientWidth ?? window.innerWidth) - left - button.offsetWidth }
}

/** Fetches the menu's chunk (as the reader reaches for the button; a test, before it opens the menu). */
export const preloadLangMenu = (): Promise<unknown> => LangMenu.preload()
const preloadMenu = () => void preloadLangMenu().catch(() => undefined)

/**
 * Picks the interface language; the choice is stored (docs/behaviour.md §4). A language with a site of its own
 * (NOTION_PAGE_ID `<id>,ja-JP:<id2>`) goes to that site. Hidden when only one language is offered.
 *
 * A menu button: a small button showing the current language opens a menu of the offered ones
 * (menuitemradio, the current one checked; LangMenu, its own chunk) below it, on the side of the
 * nearer window edge. Arrow keys, Home and End move between them; Escape, a click outside and a
 * choice close it, and focus goes back to the button. The button keeps one width whatever language
 * it shows, so a choice moves nothing beside it. `className` styles the button, `panelClassName` the menu.
 */
export function LangSwitch({
  className = 'rounded border border-gray-300 bg-transparent px-1 py-1 text-sm dark:border-gray-700 dark:bg-neutral-950',
  panelClassName = 'text-sm font-normal text-gray-800 dark:text-gray-200'
}: {
  className?: string
  panelClassName?: string
}) {
  const { config, locale, setLocale, siteLocales, t } = useGlobal()
  const id = useId()
  const menu = useDisclosure()
  const root = useRef<HTMLSpanElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [place, setPlace] = useState<CSSProperties>({})
  const { open, close } = menu
  useClickOutside(root, open, close)
  const locales = offeredLocales(config.LOCALES, locale, siteLocales)
  if (locales.length < 2) return null

  const closeToButton = () => {
    close()
    button.current?.focus()
  }
  return (
    // No box of its own (contents): the button stays the item a theme's classes place (hidden, sm:block, flex-1).
    <span ref={root} className="contents">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={`${t.COMMON.LANGUAGE}: ${LOCALE_NAMES[locale]}`}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={(event) => {
          if (!open) setPlace(below(event.currentTarget))
          menu.toggle()
        }}
        className={cx('h-8 min-w-14 cursor-pointer whitespace-nowrap', className)}
      >
        <span lang={locale}>{shortName(locale)}</span>
        <span aria-hidden="true" className={cx('ml-1 inline-block text-xs transition-transform', open && 'rotate-180')}>
          ▾
        </span>
      </button>
      {open && (
        <LangMenu
          id={id}
          label={t.COMMON.LANGUAGE}
          locales={locales}
          current={locale}
          style={place}
          className={panelClassName}
          onChoose={(option) => {
            closeToButton()
            if (option !== locale) setLocale(option)
          }}
          onDismiss={closeToButton}
          onClose={close}
        />
      )}
    </span>
  )
}
