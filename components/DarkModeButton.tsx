import { useGlobal } from '@/lib/global/context'
import { MoonIcon, SunIcon } from './Icons'

/** Toggles light and dark mode; its label names the mode it switches to. */
export function DarkModeButton({ className = 'rounded p-2 hover:bg-gray-100 dark:hover:bg-gray-800' }: { className?: string }) {
  const { isDarkMode, toggleDarkMode, t } = useGlobal()
  const label = isDarkMode ? t.COMMON.LIGHT_MODE : t.COMMON.DARK_MODE
  return (
    <button type="button" onClick={toggleDarkMode} aria-label={label} title={label} className={className}>
      {isDarkMode ? <SunIcon /> : <MoonIcon />}
    </button>
  )
}
