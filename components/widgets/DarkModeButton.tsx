import { useGlobal } from '@/components/site/context'
import { MoonIcon, SunIcon } from '../site/Icons'
import { ToolButton } from './ToolButton'
import type { Slots } from '../slots'

export interface DarkModeButtonProps {
  /** `root`: the button; `icon`: the sun or moon. */
  classNames?: Slots<'root' | 'icon'>
  showLabel?: boolean
}

/** Toggles light and dark mode; its label names the mode it switches to. */
export function DarkModeButton({ classNames = {}, showLabel = false }: DarkModeButtonProps) {
  const { root: className = 'rounded p-2 hover:bg-gray-100 dark:hover:bg-gray-800', icon: iconClassName = 'h-5 w-5' } = classNames
  const { isDarkMode, toggleDarkMode, t } = useGlobal()
  const Icon = isDarkMode ? SunIcon : MoonIcon
  return (
    <ToolButton
      label={isDarkMode ? t.COMMON.LIGHT_MODE : t.COMMON.DARK_MODE}
      icon={<Icon className={iconClassName} />}
      showLabel={showLabel}
      onClick={toggleDarkMode}
      classNames={{ root: className }}
    />
  )
}
