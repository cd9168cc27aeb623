import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'

// Fetched on the first open: the shortcut listener is all every page carries.
const SearchModal = dynamic(() => import('./SearchModal'), { ssr: false })

/** docs/behaviour.md §2: cmd+k or cmd+p on Apple systems, ctrl+k or ctrl+p elsewhere. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  const key = event.key.toLowerCase()
  if (key !== 'k' && key !== 'p') return false
  const apple = /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent)
  return apple ? event.metaKey : event.ctrlKey
}

/** Opens the Notion search modal on its shortcut; the modal's code is fetched on the first open. */
export function SearchModalLauncher() {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      setUsed(true)
      setOpen(true)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  return used ? <SearchModal open={open} onClose={() => setOpen(false)} /> : null
}
