import { useGlobal } from '@/components/site/context'
import { PaletteIcon } from '../site/Icons'

/** Moves to the next theme (pushed as `?theme=`); shown only when the site enables THEME_SWITCH. */
export function ThemeSwitchButton({
  className = 'rounded p-2 hover:bg-gray-100 dark:hover:bg-gray-800',
  force = false
}: {
  className?: string
  /** Show even when THEME_SWITCH is off. */
  force?: boolean
}) {
  const { config, switchTheme, theme, t } = useGlobal()
  if (!config.THEME_SWITCH && !force) return null
  const label = `${t.COMMON.SWITCH_THEME} (${t.COMMON.THEME}: ${theme})`
  return (
    <button type="button" onClick={switchTheme} aria-label={label} title={label} className={className}>
      <PaletteIcon className="h-5 w-5" />
    </button>
  )
}
