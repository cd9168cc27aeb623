import { StaticTableOfContents } from '@/components/post/StaticTableOfContents'
import type { Slots } from '@/components/slots'
import { usePostScreen } from './PostScreen'

/** The contents in the page (from TOC_MIN_ITEMS headings); their code (the scroll spy) is a chunk of its own, drawn by the server too. */
export function ScreenToc({ classNames = {} }: { classNames?: Slots<'root' | 'list' | 'item' | 'active'> }) {
  const { post } = usePostScreen()
  return <StaticTableOfContents toc={post.toc} classNames={classNames} />
}
