import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { publicUrl, servedPath } from '@/lib/deploy/static-export'
import { useGlobal } from '@/components/site/context'
import { highlightSegments } from '@/lib/search/highlight-segments'
import { resultCountLabel } from '@/components/search/result-count-label'
import type { SiteSearchHit } from '@/lib/search/site-search-results'
import { CloseIcon, SearchIcon } from '../site/Icons'
import { type SearchNotion, siteSearch, useNotionSearch } from './use-notion-search'

export interface SearchModalProps {
  open: boolean
  onClose: () => void
  /** The search function (docs/behaviour.md §7); defaults to the site's /api/search route (its prebuilt index on a static site). */
  searchNotion?: SearchNotion
}

function Highlight({ text }: { text: string | undefined }) {
  return (
    <>
      {highlightSegments(text).map((segment, index) =>
        segment.match ? <b key={index} className="font-semibold text-gray-900 dark:text-white">{segment.text}</b> : <span key={index}>{segment.text}</span>
      )}
    </>
  )
}

function ResultItem({ hit, onPick }: { hit: SiteSearchHit; onPick: () => void }) {
  // Snapshot hits on a page carry a marked `title`; Notion's carry none and are named by the post.
  const { text, title } = (hit.highlight ?? {}) as { text?: string; title?: string }
  return (
    <li>
      <a href={publicUrl(servedPath(hit.href))} onClick={onPick} className="block rounded-md px-3 py-2 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none dark:hover:bg-neutral-800 dark:focus:bg-neutral-800">
        <span className="block font-medium text-gray-900 dark:text-gray-100">{title && !text ? <Highlight text={title} /> : hit.title}</span>
        {text && (
          <span className="mt-0.5 block text-sm text-gray-600 dark:text-gray-400">
            <Highlight text={text} />
          </span>
        )}
      </a>
    </li>
  )
}

/**
 * The Notion search modal (docs/behaviour.md §2, §4): a search box with a clear button, a spinner while a
 * search is on its way, then the hits with their matched words in bold and a count, 'No results',
 * or 'Search error'. Escape or a click outside closes it.
 */
export default function SearchModal({ open, onClose, searchNotion = siteSearch }: SearchModalProps) {
  const { t, site } = useGlobal()
  const texts = t.SEARCH_MODAL
  const { state, setQuery } = useNotionSearch(site.siteInfo.rootPageId, searchNotion)
  const [text, setText] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const titleId = useId()

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  if (!open) return null

  const change = (value: string) => {
    setText(value)
    setQuery(value)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center bg-black/40 px-4 pt-[12vh]" onMouseDown={onClose} data-testid="search-modal-backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-xl overflow-hidden rounded-lg bg-white text-gray-700 shadow-2xl dark:bg-neutral-900 dark:text-gray-300"
        onMouseDown={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
        data-state={state.status}
      >
        <h2 id={titleId} className="sr-only">{texts.TITLE}</h2>
        <div className="relative flex items-center border-b border-gray-200 dark:border-neutral-700">
          <SearchIcon className="pointer-events-none absolute left-3 h-4 w-4 text-gray-400" />
          <input
            ref={inputRef}
            type="search"
            value={text}
            onChange={(event) => change(event.target.value)}
            placeholder={texts.PLACEHOLDER}
            aria-label={texts.PLACEHOLDER}
            className="w-full bg-transparent py-3 pl-9 pr-20 text-base text-gray-900 outline-none placeholder:text-gray-400 dark:text-gray-100 [&::-webkit-search-cancel-button]:hidden"
          />
          <div className="absolute right-3 flex items-center gap-2">
            {state.status === 'loading' && (
              <span role="status" aria-label={texts.SEARCHING} className="h-4 w-4 animate-spin rounded-full border-2 border-gray-300 border-t-gray-700 dark:border-neutral-600 dark:border-t-gray-200" />
            )}
            {text && (
              <button type="button" aria-label={texts.CLEAR} onClick={() => { change(''); inputRef.current?.focus() }} className="rounded p-1 text-gray-400 hover:text-gray-700 dark:hover:text-white">
                <CloseIcon className="h-4 w-4" />
              </button>
            )}
          </div>
        </div>
        <div className="max-h-[60vh] overflow-y-auto p-2" aria-live="polite">
          {state.status === 'results' && (
            <>
              <p className="px-3 py-1 text-xs text-gray-500">{resultCountLabel(state.total, texts)}</p>
              <ul>
                {state.results.map((hit) => (
                  <ResultItem key={hit.id} hit={hit} onPick={onClose} />
                ))}
              </ul>
            </>
          )}
          {state.status === 'empty' && (
            <div className="px-3 py-6 text-center">
              <p className="font-medium">{texts.NO_RESULTS}</p>
              <p className="text-sm text-gray-500">{texts.NO_RESULTS_HINT}</p>
            </div>
          )}
          {state.status === 'error' && <p role="alert" className="px-3 py-6 text-center text-red-600 dark:text-red-400">{texts.ERROR}</p>}
        </div>
      </div>
    </div>
  )
}
