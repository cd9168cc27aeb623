import { type ReactNode, useId, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { filterListedPosts as filterPosts } from '@/components/list/filter-listed-posts'
import type { Slots } from '../slots'

export interface PostFilterProps {
  posts: readonly PostSummary[]
  /** The box's hint; "Search posts" by default. */
  placeholder?: string
  /** `root`: the box around the field; `input`: the field. */
  classNames?: Slots<'root' | 'input'>
  /** Draws the posts that match what is typed (all of them while the box is empty). */
  children: (posts: PostSummary[], text: string) => ReactNode
}

/**
 * A box that filters a list already on screen as the reader types (title, summary and tags), with
 * no request and no navigation: Enter does nothing more. The list is whatever `children` draws.
 */
export function PostFilter({
  posts,
  placeholder,
  classNames = {},
  children
}: PostFilterProps) {
  const {
    root: className,
    input: inputClassName = 'w-full border border-black bg-white px-4 py-2 text-black placeholder-gray-600 dark:border-gray-400 dark:bg-gray-900 dark:text-white dark:placeholder-gray-300'
  } = classNames
  const { t } = useGlobal()
  const [text, setText] = useState('')
  const id = useId()
  return (
    <>
      <div className={cx('relative', className)}>
        <label htmlFor={id} className="sr-only">
          {t.KIT.FILTER_POSTS}
        </label>
        <input
          id={id}
          type="search"
          autoComplete="off"
          value={text}
          placeholder={placeholder ?? t.COMMON.SEARCH_PLACEHOLDER}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault()
          }}
          className={inputClassName}
        />
      </div>
      {children(filterPosts(posts, text), text)}
    </>
  )
}
