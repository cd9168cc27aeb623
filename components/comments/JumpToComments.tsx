import { useGlobal } from '@/components/site/context'
import type { PostDetail } from '@/lib/site/types'
import { COMMENTS_ID } from '@/components/comments/comment-systems'
import { CommentIcon } from '../site/Icons'
import { ToolButton } from '../widgets/ToolButton'
import { useCommentSystems } from './use-comment-systems'

export interface JumpToCommentsProps {
  post: Pick<PostDetail, 'comment'> | null
  className?: string
  iconClassName?: string
  showLabel?: boolean
}

/** Scrolls to the post's comment area; nothing where the post shows no comments. */
export function JumpToComments({ post, className, iconClassName = 'mx-auto h-5 w-5', showLabel = false }: JumpToCommentsProps) {
  const { t } = useGlobal()
  if (!useCommentSystems(post)) return null
  return (
    <ToolButton
      label={t.KIT.JUMP_TO_COMMENTS}
      icon={<CommentIcon className={iconClassName} />}
      showLabel={showLabel}
      onClick={() => document.getElementById(COMMENTS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
      className={className}
    />
  )
}
