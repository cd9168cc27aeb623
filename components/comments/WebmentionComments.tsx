import { useEffect, useState } from 'react'
import { localeSitePath } from '@/lib/i18n/locale-site-path'
import { useGlobal } from '@/components/site/context'
import type { CommentWidgetProps } from './comment-systems'

interface Mention {
  'wm-id': number
  url: string
  author?: { name?: string; url?: string }
  content?: { text?: string }
  'wm-property'?: string
}

/** A link that opens X's composer with the post's address, crediting `username` (@ or not). */
export function mentionOnXHref(target: string, username: string): string {
  return `https://x.com/intent/post?${new URLSearchParams({ url: target, via: username.replace(/^@/, '') }).toString()}`
}

/**
 * Webmentions of this post from webmention.io, read with the public read API; with
 * COMMENT_WEBMENTION_TWITTER_USERNAME, a link to mention the post on X, via that account (a
 * mention there reaches webmention.io through a bridge such as Bridgy).
 */
export function WebmentionComments({ post }: CommentWidgetProps) {
  const { config, siteLocale, t } = useGlobal()
  const [mentions, setMentions] = useState<Mention[] | null>(null)
  const target = `${config.LINK}${localeSitePath(siteLocale, post.href)}`
  useEffect(() => {
    let live = true
    const params = new URLSearchParams({ target, 'per-page': '50' })
    if (config.COMMENT_WEBMENTION_TOKEN) params.set('token', config.COMMENT_WEBMENTION_TOKEN)
    fetch(`https://webmention.io/api/mentions.jf2?${params.toString()}`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`webmention.io answered ${response.status}`))))
      .then((data: { children?: Mention[] }) => live && setMentions(data.children ?? []))
      .catch((error: unknown) => console.warn('[comments] webmentions did not load', error))
    return () => {
      live = false
    }
  }, [target, config.COMMENT_WEBMENTION_TOKEN])
  return (
    <div data-comments-widget="webmention" className="flex flex-col gap-3 text-sm">
      {mentions?.map((mention) => (
        <article key={mention['wm-id']} className="rounded border border-gray-200 p-3 dark:border-gray-800">
          <a href={mention.author?.url || mention.url} target="_blank" rel="noopener noreferrer nofollow" className="font-medium hover:underline">
            {mention.author?.name || mention.url}
          </a>
          {mention.content?.text && <p className="mt-1 text-gray-700 dark:text-gray-300">{mention.content.text}</p>}
        </article>
      ))}
      {config.COMMENT_WEBMENTION_TWITTER_USERNAME && (
        <a href={mentionOnXHref(target, config.COMMENT_WEBMENTION_TWITTER_USERNAME)} target="_blank" rel="noopener noreferrer" className="self-start hover:underline">
          {t.COMMENT.MENTION_ON_X}
        </a>
      )}
    </div>
  )
}
