import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { staticPart } from '../loading/static-part'
import type { Slots } from '../slots'

// Its own chunk: list pages never load it, and a post keeps the server's buttons until the reader
// comes near them (the bar sits under the article), then loads their code.
const ShareButtons = staticPart('share', () => import('./ShareButtons').then((m) => m.ShareButtons), { wake: 'seen' })

export interface ShareBarProps {
  post: Pick<PostSummary, 'type' | 'title' | 'summary' | 'href'>
  /** `root`: the bar; `button`: each service's button (see ShareButtons). */
  classNames?: Slots<'root' | 'button'>
}

/** The share bar under a post (docs/behaviour.md §2): only when ENABLE_SHARE is on and the post is of type Post. */
export function ShareBar({ post, classNames }: ShareBarProps) {
  const { config } = useGlobal()
  if (!config.ENABLE_SHARE || post.type !== 'Post') return null
  return <ShareButtons post={post} classNames={classNames} />
}
