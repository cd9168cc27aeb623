import { useGlobal } from '@/components/site/context'
import type { PostDetail } from '@/lib/site/types'
import { COMMENTS_ID } from '@/components/comments/comment-systems'
import { CommentIcon } from '../site/Icons'
import { ToolButton } from '../widgets/ToolButton'
import type { Slots } from '../slots'
import { useCommentSystems } from './use-comment-systems'

export interface JumpToCommentsProps {
  post: Pick<PostDetail, 'comment'> | null
  /** `root`: the button; `icon`: the speech bubble. */
  classNames?: Slots<'root' | 'icon'>
  showLabel?: boolean
}

/** Scrolls to the post's comment area; nothing where the post shows no comments. */
export function JumpToComments({ post, classNames = {}, showLabel = false }: JumpToCommentsProps) {
  const { root: className, icon: iconClassName = 'mx-auto h-5 w-5' } = classNames
  const { t } = useGlobal()
  if (!useCommentSystems(post)) return null
  return (
    <ToolButton
      label={t.KIT.JUMP_TO_COMMENTS}
      icon={<CommentIcon className={iconClassName} />}
      showLabel={showLabel}
      onClick={() => document.getElementById(COMMENTS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
      classNames={{ root: className }}
    />
  )
}
