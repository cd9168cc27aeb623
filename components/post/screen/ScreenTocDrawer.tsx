import { LazyTocDrawerButton } from '@/components/post/LazyTocDrawerButton'
import type { TocDrawerButtonProps } from '@/components/post/TocDrawerButton'
import { usePostScreen } from './PostScreen'

/** A button that opens the contents in a drawer, on a post with no password. */
export function ScreenTocDrawer(props: Omit<TocDrawerButtonProps, 'toc'>) {
  const { post } = usePostScreen()
  return post.lock ? null : <LazyTocDrawerButton toc={post.toc} {...props} />
}
