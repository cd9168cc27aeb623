import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { cx } from '@/components/cx'

export interface Tab {
  /** Stable key of the tab. */
  id: string
  label: ReactNode
  content: ReactNode
}

export type TabsSlot = 'root' | 'list' | 'tab' | 'active' | 'panel'

export interface TabsProps {
  /** Tabs in order; a falsy entry is left out (a tab only some pages have). */
  tabs: ReadonlyArray<Tab | null | false | undefined>
  /** The tablist's accessible name. */
  label: string
  classNames?: Partial<Record<TabsSlot, string>>
}

/**
 * A card of tabs (the "Contents / Overview" card of NexT-like sidebars): a tablist of buttons, the
 * chosen tab's panel under it. Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern).
 * The first tab is chosen at first; when a tab disappears the first one is shown. With one tab the
 * list is left out and the panel shows alone.
 */
export function Tabs({ tabs, label, classNames = {} }: TabsProps) {
  const shown = tabs.filter((tab): tab is Tab => Boolean(tab))
  const [chosen, setChosen] = useState<string | null>(null)
  const base = useId()
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  if (shown.length === 0) return null
  const current = shown.find((tab) => tab.id === chosen) ?? shown[0]!
  if (shown.length === 1) return <div className={classNames.root}>{current.content}</div>
  const index = shown.indexOf(current)
  const move = (to: number) => {
    const target = shown[(to + shown.length) % shown.length]!
    setChosen(target.id)
    buttons.current[shown.indexOf(target)]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: shown.length - 1 }
    const to = keys[event.key]
    if (to === undefined) return
    event.preventDefault()
    move(to)
  }
  return (
    <div className={classNames.root}>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={cx('flex', classNames.list)}>
        {shown.map((tab, i) => {
          const selected = tab.id === current.id
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[i] = element
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setChosen(tab.id)}
              className={cx(classNames.tab, selected && classNames.active)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`} tabIndex={0} className={classNames.panel}>
        {current.content}
      </div>
    </div>
  )
}
