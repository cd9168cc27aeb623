import { SidebarCard } from '@/components/widgets/SidebarCard'
import { StaticCategoryList } from '@/components/list/StaticCategoryList'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { RULED } from './styles'
import { useCommerceConfig } from './use-commerce-config'

/**
 * The product categories beside the products: a 288 px white panel, its bold heading over a red
 * rule, every category a plain link that turns red (the one shown stays red). Hidden on phones.
 */
export function CategoryPanel({ current = null, className }: { current?: string | null; className?: string }) {
  const { site } = useGlobal()
  const commerce = useCommerceConfig()
  return (
    <SidebarCard
      title={commerce.COMMERCE_TEXT_CENTER_CATEGORY_TITLE}
      classNames={{ root: cx('hidden w-72 shrink-0 self-start border border-gray-200 bg-white p-6 md:block dark:border-gray-800 dark:bg-[#101414]', className), title: cx(RULED, 'text-lg') }}
    >
      <StaticCategoryList
        categories={site.categories}
        showCount={false}
        current={current}
        classNames={{ root: 'flex flex-col gap-0.5', chip: 'block py-1.5 text-gray-700 hover:text-[#D2232A] dark:text-gray-300 dark:hover:text-red-400', current: '!text-[#D2232A] font-semibold dark:!text-red-400' }}
      />
    </SidebarCard>
  )
}
