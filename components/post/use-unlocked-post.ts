import { startTransition, useCallback, useEffect, useMemo, useState } from 'react'
import type { PostDetail } from '@/lib/site/types'
import { decryptWithKey, keyForPassword } from '@/lib/lock/decrypt-content'
import type { LockedContent, UnlockedContent } from '@/lib/lock/types'
import { forgetKey, recallKey, rememberKey } from './unlock-session'
import type { UnlockState, UnlockStatus } from './unlock-context'

interface Opened {
  postId: string
  content: UnlockedContent
  how: 'unlocked' | 'restored'
}

/**
 * A locked post as the visitor may see it: until the password opens `locked`, the post as sent
 * (no blocks, no outline); after, the same post with its decrypted blocks and outline. A key kept
 * from an earlier unlock in this browser session opens it again on load.
 */
export function useUnlockedPost(post: PostDetail, locked: LockedContent | null): UnlockState & { post: PostDetail } {
  const [opened, setOpened] = useState<Opened | null>(null)
  /** The post whose kept key has been tried (found or not): until then a locked post is `restoring`. */
  const [checkedId, setCheckedId] = useState<string | null>(null)
  const postId = post.id

  useEffect(() => {
    if (!locked) return
    let current = true
    void (async () => {
      const key = await recallKey(postId, locked).catch(() => null)
      const content = key ? await decryptWithKey(locked, key).catch(() => null) : null
      if (!current) return
      if (key && !content) forgetKey(postId)
      // A transition: this lands while the post layout (its own chunk) may not have hydrated yet,
      // and an urgent update would make React throw that server HTML away and draw it anew,
      // losing what the visitor had begun to type into the password field.
      startTransition(() => {
        if (content) setOpened({ postId, content, how: 'restored' })
        setCheckedId(postId)
      })
    })()
    return () => {
      current = false
    }
  }, [postId, locked])

  const unlock = useCallback(
    async (password: string) => {
      if (!locked || !password) return false
      const key = await keyForPassword(locked, password)
      const content = await decryptWithKey(locked, key)
      if (!content) return false
      await rememberKey(postId, locked, key)
      setOpened({ postId, content, how: 'unlocked' })
      return true
    },
    [postId, locked]
  )

  const open = opened?.postId === postId && locked ? opened : null
  const shown = useMemo(() => (open ? { ...post, recordMap: open.content.recordMap, toc: open.content.toc } : post), [open, post])
  const status: UnlockStatus = open ? open.how : locked && checkedId !== postId ? 'restoring' : 'locked'
  return { post: shown, status, unlock }
}
