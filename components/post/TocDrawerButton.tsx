import { useGlobal } from '@/components/site/context'
import type { TocItem } from '@/lib/site/types'
import type { DrawerSide } from '../nav/Drawer'
import { DrawerButton } from '../nav/DrawerButton'
import { ListIcon } from '../site/Icons'
import { LazyTableOfContents } from '@/components/post/LazyTableOfContents'

export interface TocDrawerButtonProps {
  toc: readonly TocItem[]
  className?: string
  iconClassName?: string
  showLabel?: boolean
  side?: DrawerSide
  drawerClassName?: string
  listClassName?: string
}

/**
 * The catalogue as a drawer (small screens, floating tools): a button that opens the post's table of
 * contents over the page; picking a heading closes it. Nothing under TOC_MIN_ITEMS headings.
 */
export function TocDrawerButton({ toc, className, iconClassName = 'mx-auto h-5 w-5', showLabel = false, side = 'right', drawerClassName, listClassName = 'max-h-[70vh] overflow-y-auto pr-2' }: TocDrawerButtonProps) {
  const { t, config } = useGlobal()
  if (toc.length < config.TOC_MIN_ITEMS) return null
  return (
    <DrawerButton
      label={t.COMMON.TABLE_OF_CONTENTS}
      icon={<ListIcon className={iconClassName} />}
      showLabel={showLabel}
      className={className}
      side={side}
      drawerClassName={drawerClassName}
      onPreload={() => void LazyTableOfContents.preload()}
    >
      {(close) => <LazyTableOfContents toc={toc} onNavigate={close} classNames={{ list: listClassName }} />}
    </DrawerButton>
  )
}
