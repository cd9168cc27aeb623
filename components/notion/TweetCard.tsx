import { createContext, useContext } from 'react'
import type { TweetRef } from '@/lib/notion/render/parse-tweet-url'

/** The page's tweets by the id react-notion-x passes (tweetRefs), so a card can name the author. */
export const TweetRefs = createContext<ReadonlyMap<string, TweetRef>>(new Map())

/** X's mark, drawn inline: no script, no image request. */
function XMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className="shrink-0 fill-current">
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
    </svg>
  )
}

/**
 * A tweet as a quote card linking to it: embedding would load Twitter's script (and react-tweet)
 * for one block, and fail offline. The author's handle shows when the URL names it; the address
 * is the link text, so nothing needs translating.
 */
export function TweetCard({ id }: { id: string }) {
  const ref = useContext(TweetRefs).get(id)
  const href = ref?.href ?? `https://x.com/i/status/${encodeURIComponent(id)}`
  const handle = ref?.handle ?? null
  return (
    <blockquote
      cite={href}
      className="notion-tweet-card flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 text-left not-italic dark:border-gray-700 dark:bg-gray-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <XMark />
        {handle && <span className="notion-tweet-card-handle">@{handle}</span>}
      </p>
      <a href={href} target="_blank" rel="noopener noreferrer" className="notion-link break-all text-sm">
        {href.replace('https://', '')}
      </a>
    </blockquote>
  )
}
