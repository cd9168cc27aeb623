import { MoreVertical } from 'lucide-react'
import { CollapsePanel, MenuToggle } from '@/components/nav/CollapseMenu'
import { DarkModeButton } from '@/components/widgets/DarkModeButton'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { useListFilter } from '@/components/list/ListFilter'
import { SearchInput } from '@/components/search/SearchInput'
import { ThemeSwitchButton } from '@/components/widgets/ThemeSwitchButton'
import { useDisclosure } from '@/components/hooks/use-disclosure'
import { Logo } from './Logo'
import { MenuCard } from './MenuCard'

/**
 * The fixed, blurred bar across the top: the logo on phones, then the rounded search field (it
 * filters the cards as one types; Enter searches the site), language, dark mode and theme; on
 * phones "⋮" opens the menu below the bar.
 */
export function Header() {
  const { setText } = useListFilter()
  const menu = useDisclosure()
  return (
    <header className="fixed inset-x-0 top-0 z-30 border-b border-black/5 bg-white/70 backdrop-blur-xl dark:border-white/5 dark:bg-neutral-900/70">
      <div data-top-bar className="flex h-14 items-center gap-2 px-4 md:pl-60">
        <Logo className="shrink-0 md:hidden" />
        <div className="ml-auto flex min-w-0 items-center gap-1">
          <SearchInput
            onTextChange={setText}
            classNames={{
              root: 'w-28 min-w-0 shrink sm:w-64',
              input: 'w-full rounded-full border border-gray-200 bg-white py-1.5 pl-9 pr-8 text-sm text-gray-900 placeholder-gray-600 focus:border-gray-400 focus:outline-none dark:border-neutral-700 dark:bg-neutral-800 dark:text-gray-100 dark:placeholder-gray-400'
            }}
          />
          <LangSwitch />
          <DarkModeButton />
          <ThemeSwitchButton />
          <MenuToggle menu={menu} controls="nav-menu" icon={<MoreVertical aria-hidden="true" className="h-5 w-5" />} classNames={{ root: 'rounded-full p-2 hover:bg-black/5 md:hidden dark:hover:bg-white/10' }} />
        </div>
      </div>
      <CollapsePanel open={menu.open} id="nav-menu" className="md:hidden">
        {/* Drawn only while open: its links would otherwise repeat the left column's to readers. */}
        {menu.open && <MenuCard className="m-3 max-h-[70vh] overflow-y-auto" onNavigate={menu.close} />}
      </CollapsePanel>
    </header>
  )
}
