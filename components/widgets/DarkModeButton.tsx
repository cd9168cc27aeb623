import { useGlobal } from '@/components/site/context'
import { MoonIcon, SunIcon } from '../site/Icons'
import { ToolButton } from './ToolButton'

export interface DarkModeButtonProps {
  className?: string
  iconClassName?: string
  showLabel?: boolean
}

/** Toggles light and dark mode; its label names the mode it switches to. */
export function DarkModeButton({ className = 'rounded p-2 hover:bg-gray-100 dark:hover:bg-gray-800', iconClassName = 'h-5 w-5', showLabel = false }: DarkModeButtonProps) {
  const { isDarkMode, toggleDarkMode, t } = useGlobal()
  const Icon = isDarkMode ? SunIcon : MoonIcon
  return (
    <ToolButton
      label={isDarkMode ? t.COMMON.LIGHT_MODE : t.COMMON.DARK_MODE}
      icon={<Icon className={iconClassName} />}
      showLabel={showLabel}
      onClick={toggleDarkMode}
      className={className}
    />
  )
}
