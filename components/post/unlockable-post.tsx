import { type ReactNode, useMemo } from 'react'
import type { SlugPageProps } from '@/lib/site/page-props'
import { UnlockContext } from './unlock-context'
import { useUnlockedPost } from './use-unlocked-post'

/** A post page's props with the sealed content slug-props adds for a locked post. */

/**
 * Wraps a post page: hands the layout the post as the visitor may see it (opened once the password
 * is right, so the outline and body appear wherever the theme shows them), and gives PostBody's
 * password form its check through UnlockContext.
 */
export function UnlockablePost({ props, children }: { props: SlugPageProps; children: (props: SlugPageProps) => ReactNode }) {
  const { post, status, unlock } = useUnlockedPost(props.post, props.locked ?? null)
  const shown = post === props.post ? props : { ...props, post }
  const state = useMemo(() => ({ status, unlock }), [status, unlock])
  return <UnlockContext.Provider value={state}>{children(shown)}</UnlockContext.Provider>
}
