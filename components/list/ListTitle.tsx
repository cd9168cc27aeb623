import { useGlobal } from '@/components/site/context'
import type { Paging } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { FolderIcon, TagIcon } from '../site/Icons'
import type { Slots } from '../slots'

export interface ListTitleProps {
  category: string | null
  tag: string | null
  paging: Paging
  /** `root`: the visible bar over a category's or a tag's posts; `icon`: its folder or tag. */
  classNames?: Slots<'root' | 'icon'>
  /** A folder or a tag icon before the name (default); off for themes whose bar is text alone. */
  icon?: boolean
  /** Written before a tag's name ("#" for "Tag: #web"). */
  tagPrefix?: string
}

/**
 * The slot bar over a filtered list (blog kit): "Category: x" with a folder or "Tag: x" with a tag
 * as the page's heading; on page n of home, where there is nothing to say, a heading for screen
 * readers only ("Site · Page n").
 */
export function ListTitle({ category, tag, paging, classNames = {}, icon = true, tagPrefix = '' }: ListTitleProps) {
  const { root: className = 'mb-6 flex items-center gap-2 text-xl font-semibold', icon: iconClassName = 'size-5 shrink-0' } = classNames
  const { t, config } = useGlobal()
  if (!category && !tag) return <h1 className="sr-only">{`${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}`}</h1>
  const Icon = category ? FolderIcon : TagIcon
  return (
    <h1 className={cx(className)}>
      {icon && <Icon className={iconClassName} />}
      {category ? `${t.COMMON.CATEGORY}: ${category}` : `${t.COMMON.TAG}: ${tagPrefix}${tag}`}
    </h1>
  )
}
