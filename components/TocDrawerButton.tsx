import { useId } from 'react'
import { useGlobal } from '@/lib/global/context'
import type { TocItem } from '@/lib/site/types'
import { Drawer, type DrawerSide } from './Drawer'
import { ListIcon } from './Icons'
import { LazyTableOfContents } from './lazy-parts'
import { ToolButton } from './ToolButton'
import { useDisclosure } from './use-disclosure'

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
  const drawer = useDisclosure()
  const id = useId()
  if (toc.length < config.TOC_MIN_ITEMS) return null
  const preload = () => void LazyTableOfContents.preload()
  return (
    <>
      <ToolButton
        label={t.COMMON.TABLE_OF_CONTENTS}
        icon={<ListIcon className={iconClassName} />}
        showLabel={showLabel}
        aria-expanded={drawer.open}
        aria-controls={id}
        onClick={drawer.toggle}
        onPointerEnter={preload}
        onFocus={preload}
        className={className}
      />
      <Drawer open={drawer.open} onClose={drawer.close} label={t.COMMON.TABLE_OF_CONTENTS} side={side} id={id} className={drawerClassName}>
        <LazyTableOfContents toc={toc} onNavigate={drawer.close} listClassName={listClassName} />
      </Drawer>
    </>
  )
}
