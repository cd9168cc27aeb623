import { MoreVertical } from 'lucide-react'
import { DarkModeButton } from '@/components/DarkModeButton'
import { LangSwitch } from '@/components/LangSwitch'
import { useListFilter } from '@/components/ListFilter'
import { SearchInput } from '@/components/SearchInput'
import { ThemeSwitchButton } from '@/components/ThemeSwitchButton'
import { useDisclosure } from '@/components/use-disclosure'
import { useGlobal } from '@/lib/global/context'
import { cx } from '@/lib/ui/cx'
import { Logo } from './Logo'
import { MenuCard } from './MenuCard'

/**
 * The fixed, blurred bar across the top: the logo on phones, then the rounded search field (it
 * filters the cards as one types; Enter searches the site), language, dark mode and theme; on
 * phones "⋮" opens the menu below the bar.
 */
export function Header() {
  const { t, config } = useGlobal()
  const { setText } = useListFilter()
  const menu = useDisclosure()
  return (
    <header className="fixed inset-x-0 top-0 z-30 border-b border-black/5 bg-white/70 backdrop-blur-xl dark:border-white/5 dark:bg-neutral-900/70">
      <div className="flex h-14 items-center gap-2 px-4 md:pl-60">
        <Logo className="md:hidden" />
        <div className="ml-auto flex items-center gap-1">
          <SearchInput
            onTextChange={setText}
            className="w-36 sm:w-64"
            inputClassName="w-full rounded-full border border-gray-200 bg-white py-1.5 pl-9 pr-8 text-sm text-gray-900 placeholder-gray-600 focus:border-gray-400 focus:outline-none dark:border-neutral-700 dark:bg-neutral-800 dark:text-gray-100 dark:placeholder-gray-400"
          />
          <LangSwitch />
          <DarkModeButton />
          <ThemeSwitchButton />
          <button
            type="button"
            aria-label={t.NAV.MENU}
            aria-expanded={menu.open}
            aria-controls="nav-menu"
            onClick={menu.toggle}
            className="rounded-full p-2 hover:bg-black/5 md:hidden dark:hover:bg-white/10"
          >
            <MoreVertical aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </div>
      <div
        id="nav-menu"
        style={{ transitionDuration: `${config.COLLAPSE_DURATION_MS}ms` }}
        className={cx('grid transition-[grid-template-rows,visibility] md:hidden', menu.open ? 'visible grid-rows-[1fr]' : 'invisible grid-rows-[0fr]')}
        inert={!menu.open}
      >
        <div className="overflow-hidden">
          {/* Drawn only while open: its links would otherwise repeat the left column's to readers. */}
          {menu.open && <MenuCard className="m-3 max-h-[70vh] overflow-y-auto" onNavigate={menu.close} />}
        </div>
      </div>
    </header>
  )
}
