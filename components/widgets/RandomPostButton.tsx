import { useRouter } from 'next/router'
import { useState } from 'react'
import { useGlobal } from '@/components/site/context'
import { themeQueryOf } from '@/components/nav/link-clicks'
import { randomPostSlot } from '@/components/widgets/random-post-slot'
import { withThemeQuery } from '@/lib/urls/with-theme-query'
import { fetchListPosts } from '../list/fetch-list-posts'
import { RandomIcon } from '../site/Icons'
import { ToolButton } from './ToolButton'
import type { Slots } from '../slots'

export interface RandomPostButtonProps {
  /** `root`: the button; `icon`: the dice. */
  classNames?: Slots<'root' | 'icon'>
  showLabel?: boolean
  /** Its name (shown with showLabel); the localized "Random post" by default. */
  label?: string
}

/**
 * Opens a random published post, picked in the browser: the button reads the one list page that
 * holds the post chosen, so no page carries the whole list of posts. Nothing on a site without posts.
 */
export function RandomPostButton({ classNames = {}, showLabel = false, label }: RandomPostButtonProps) {
  const { root: className, icon: iconClassName = 'mx-auto h-5 w-5' } = classNames
  const router = useRouter()
  const { t, site, config } = useGlobal()
  const [busy, setBusy] = useState(false)
  if (site.postCount < 1) return null
  const open = async () => {
    setBusy(true)
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        const slot = randomPostSlot(site.postCount, config.POSTS_PER_PAGE, Math.random())
        if (!slot) return
        const post = (await fetchListPosts('/', slot.page))?.[slot.index]
        // The same post again only when the site has no other.
        if (!post || (post.href === router.asPath.split('?')[0] && site.postCount > 1)) continue
        await router.push(withThemeQuery(post.href, themeQueryOf(router.query)))
        return
      }
    } catch (error) {
      console.warn('[random post] could not read the list of posts', error)
    } finally {
      setBusy(false)
    }
  }
  return (
    <ToolButton
      label={label || t.KIT.RANDOM_POST}
      icon={<RandomIcon className={iconClassName} />}
      showLabel={showLabel}
      aria-busy={busy || undefined}
      onClick={() => void open()}
      classNames={{ root: className }}
    />
  )
}
