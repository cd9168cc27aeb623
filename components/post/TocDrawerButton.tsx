import { useGlobal } from '@/components/site/context'
import type { TocItem } from '@/lib/site/types'
import type { DrawerSide } from '../nav/Drawer'
import { DrawerButton } from '../nav/DrawerButton'
import { ListIcon } from '../site/Icons'
import { LazyTableOfContents } from '@/components/post/LazyTableOfContents'
import type { Slots } from '../slots'

export interface TocDrawerButtonProps {
  toc: readonly TocItem[]
  showLabel?: boolean
  side?: DrawerSide
  /** `root`: the button; `icon`: its list icon; `drawer`: the panel; `list`: the contents in it. */
  classNames?: Slots<'root' | 'icon' | 'drawer' | 'list'>
}

/**
 * The catalogue as a drawer (small screens, floating tools): a button that opens the post's table of
 * contents over the page; picking a heading closes it. Nothing under TOC_MIN_ITEMS headings.
 */
export function TocDrawerButton({ toc, showLabel = false, side = 'right', classNames = {} }: TocDrawerButtonProps) {
  const { root: className, icon: iconClassName = 'mx-auto h-5 w-5', drawer: drawerClassName, list: listClassName = 'max-h-[70vh] overflow-y-auto pr-2' } = classNames
  const { t, config } = useGlobal()
  if (toc.length < config.TOC_MIN_ITEMS) return null
  return (
    <DrawerButton
      label={t.COMMON.TABLE_OF_CONTENTS}
      icon={<ListIcon className={iconClassName} />}
      showLabel={showLabel}
      side={side}
      classNames={{ root: className, drawer: drawerClassName }}
      onPreload={() => void LazyTableOfContents.preload()}
    >
      {(close) => <LazyTableOfContents toc={toc} onNavigate={close} classNames={{ list: listClassName }} />}
    </DrawerButton>
  )
}
