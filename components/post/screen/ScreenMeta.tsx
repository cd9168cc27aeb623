import { PostMeta, type PostMetaProps } from '@/components/post/PostMeta'
import { usePostScreen } from './PostScreen'

/** Dates and author (both unless told), the category when asked. */
export function ScreenMeta({ showAuthor = true, showLastEdited = true, ...rest }: Omit<PostMetaProps, 'post'>) {
  return <PostMeta post={usePostScreen().post} showAuthor={showAuthor} showLastEdited={showLastEdited} {...rest} />
}
