import type { ReactNode } from 'react'
import { CategoryChip } from '@/components/list/CategoryChip'
import { usePostScreen } from './PostScreen'

/** The post's first category as a chip; nothing for a post without one. */
export function ScreenCategory({ className, icon }: { className?: string; icon?: ReactNode }) {
  const name = usePostScreen().post.category[0]
  return name ? <CategoryChip name={name} icon={icon} className={className} /> : null
}
