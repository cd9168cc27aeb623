import { InfoCard } from '@/components/widgets/InfoCard'
import { LangSwitch } from '@/components/nav/LangSwitch'
import { NavList } from '@/components/nav/NavList'
import { useGlobal } from '@/components/site/context'
import type { MenuLink } from '@/lib/site/types'

/** What the phones' left drawer holds: the author card with its counts, the language and the menu. */
export function MenuDrawer({ links }: { links: MenuLink[] }) {
  const { t } = useGlobal()
  return (
    <div className="flex flex-col gap-6 pt-6">
      <InfoCard
        avatarSize={96}
        showContacts={false}
        classNames={{ avatar: 'transition duration-500 hover:rotate-45 hover:scale-110 motion-reduce:transition-none', countValue: 'text-lg', countLabel: 'dark:text-gray-300' }}
      />
      <LangSwitch className="mx-auto rounded-md border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-black" />
      <nav aria-label={t.COMMON.MAIN_NAVIGATION}>
        <NavList
          links={links}
          classNames={{
            root: 'flex flex-col border-t border-gray-200 pt-4 dark:border-gray-700',
            link: 'flex w-full items-center gap-2 rounded-md px-3 py-2 font-medium hover:bg-indigo-500 hover:text-white',
            subMenu: 'ml-4'
          }}
        />
      </nav>
    </div>
  )
}
