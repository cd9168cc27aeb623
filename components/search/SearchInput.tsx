import { useRouter } from 'next/router'
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { searchHref } from '@/lib/urls/search-href'
import { withThemeQuery } from '@/lib/urls/with-theme-query'
import { CloseIcon, SearchIcon } from '../site/Icons'
import type { Slots } from '../slots'

export interface SearchInputProps {
  /** The keyword already searched, shown in the box. */
  initialValue?: string
  /** `root`: the form; `input`: the field; `shortcut`: the Ctrl K hint (see `shortcut`). */
  classNames?: Slots<'root' | 'input' | 'shortcut'>
  /** The field a drawer or dialog around it focuses when it opens (see useFocusTrap). */
  autoFocus?: boolean
  /** Called with the text as it is typed (a part that filters a list live, a navigation tree say). */
  onTextChange?: (text: string) => void
  /** Ctrl+K (⌘K on a Mac) focuses the box from anywhere on the page; a hint shows in the empty box. */
  shortcut?: boolean
  /** The box's hint; the site-wide search hint by default. */
  placeholder?: string
}

/** Safari reports keys of an IME composition with keyCode 229 and no isComposing flag. */
const IME_KEY_CODE = 229

/**
 * The search box (docs/behaviour.md §5): Enter goes to `/search/{text}`, or home when blank; Escape clears; keys
 * typed while an IME composes a character are left alone. A clear button appears with text.
 */
export function SearchInput({
  initialValue = '',
  classNames = {},
  autoFocus = false,
  onTextChange,
  shortcut = false,
  placeholder
}: SearchInputProps) {
  const {
    root: className,
    input: inputClassName = 'w-full rounded-md border border-gray-300 bg-white py-2 pl-9 pr-9 text-sm text-gray-900 placeholder-gray-500 focus:border-gray-500 focus:outline-none dark:border-gray-600 dark:bg-neutral-900 dark:text-gray-100 dark:placeholder-gray-400',
    shortcut: shortcutClassName = 'pointer-events-none absolute inset-y-0 right-2 my-auto h-fit rounded border border-gray-300 px-1.5 text-xs text-gray-600 dark:border-gray-600 dark:text-gray-400'
  } = classNames
  const router = useRouter()
  const { t, loading } = useGlobal()
  const [text, setText] = useState(initialValue)
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()

  const submit = () => {
    const theme = Array.isArray(router.query.theme) ? router.query.theme[0] : router.query.theme
    void router.push(withThemeQuery(searchHref(text), theme))
  }
  const change = (value: string) => {
    setText(value)
    onTextChange?.(value)
  }
  useShortcut(shortcut, inputRef)
  const clear = () => {
    change('')
    inputRef.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || event.keyCode === IME_KEY_CODE) return
    if (event.key === 'Enter') {
      event.preventDefault()
      submit()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      clear()
    }
  }

  return (
    <form
      role="search"
      className={cx('relative', className)}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t.NAV.SEARCH}
      </label>
      <button type="submit" aria-label={t.NAV.SEARCH} className="absolute inset-y-0 left-0 flex w-9 items-center justify-center text-gray-500 dark:text-gray-400">
        <SearchIcon className={cx('h-4 w-4', loading && 'animate-pulse')} />
      </button>
      <input
        ref={inputRef}
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        data-autofocus={autoFocus || undefined}
        value={text}
        placeholder={placeholder ?? t.COMMON.SEARCH_PLACEHOLDER}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        className={cx('[&::-webkit-search-cancel-button]:hidden', inputClassName)}
      />
      {shortcut && !text && (
        <kbd aria-hidden="true" className={cx('hidden sm:block', shortcutClassName)}>
          Ctrl K
        </kbd>
      )}
      {text && (
        <button type="button" aria-label={t.COMMON.CLEAR} onClick={clear} className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-gray-500 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white">
          <CloseIcon className="h-4 w-4" />
        </button>
      )}
    </form>
  )
}

/** Ctrl+K or ⌘K focuses the field while `on`. */
function useShortcut(on: boolean, inputRef: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    if (!on) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        inputRef.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [on, inputRef])
}
