import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'

interface ListFilterValue {
  /** The text typed so far; empty when none. */
  text: string
  setText: (text: string) => void
}

const ListFilterContext = createContext<ListFilterValue>({ text: '', setText: () => undefined })

/**
 * A live filter shared by a search box in a theme's frame and the list a screen draws (a link
 * directory's cards, a navigation tree): the box reports what is typed (SearchInput's
 * onTextChange), the list reads it. Starts empty on every page.
 */
export function ListFilterProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState('')
  const value = useMemo(() => ({ text, setText }), [text])
  return <ListFilterContext.Provider value={value}>{children}</ListFilterContext.Provider>
}

/** The shared filter text and its setter; outside a provider, always empty. */
export function useListFilter(): ListFilterValue {
  return useContext(ListFilterContext)
}
