import type { ReactNode } from 'react'
import type { SlugPageProps } from '@/lib/site/page-props'
import { lazyPart } from '../loading/lazy-part'

/** The unlocking (decryption, kept keys) is its own chunk: a post without a password never loads it. */
const UnlockablePost = lazyPart(() => import('@/components/post/unlockable-post').then((m) => m.UnlockablePost))

/** Fetches the unlocking chunk: a locked post's page waits for it before hydrating (themes/index.ts). */
export const preloadUnlockablePost = UnlockablePost.preload

/**
 * A post page: a locked post goes through UnlockablePost, which opens it once the password is
 * right; any other post is drawn as it came.
 */
export function LockablePost({ props, children }: { props: SlugPageProps; children: (props: SlugPageProps) => ReactNode }) {
  if (!props.locked) return children(props)
  return <UnlockablePost props={props}>{children}</UnlockablePost>
}
