import { useRouter } from 'next/router'
import { useState } from 'react'
import { useGlobal } from '@/components/site/context'
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
 * Opens a random published post, picked in the browser (openRandomPost, whose code comes with the
 * click). Nothing on a site without posts.
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
      const { openRandomPost } = await import('./open-random-post')
      await openRandomPost(router, site.postCount, config.POSTS_PER_PAGE)
    } catch (error) {
      console.warn('[random post] could not load its code', error)
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
