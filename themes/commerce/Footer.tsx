import { CategoryChip } from '@/components/list/CategoryChip'
import { ContactDetails } from '@/components/widgets/ContactDetails'
import type { ContactKey } from '@/components/widgets/ContactLinks'
import { NavList } from '@/components/nav/NavList'
import { SiteCredits } from '@/components/widgets/SiteCredits'
import { useGlobal } from '@/components/site/context'
import { safeUrl } from '@/lib/urls/safe-url'
import { useCommerceConfig } from './use-commerce-config'

const COLUMN_TITLE = 'mb-3 font-semibold text-white'
const LINK = 'hover:text-white hover:underline underline-offset-4'

/**
 * The company's charcoal footer: two link columns (every category; the site's own menu), a
 * contact block beside them behind a thin rule (WhatsApp and Telegram icons, e-mail, phone) with
 * an optional picture (a QR code) and its caption, then the small print above a thin line.
 */
export function Footer() {
  const { site, config } = useGlobal()
  const commerce = useCommerceConfig()
  const contacts: ContactKey[] = [
    ...(commerce.COMMERCE_CONTACT_WHATSAPP_SHOW ? (['CONTACT_WHATSAPP'] as const) : []),
    ...(commerce.COMMERCE_CONTACT_TELEGRAM_SHOW ? (['CONTACT_TELEGRAM'] as const) : [])
  ]
  const menus = site.menus.filter((menu) => menu.show)
  const picture = safeUrl(commerce.COMMERCE_FOOTER_RIGHT_IMG_URL, 'image')
  const reachable = [...contacts, 'CONTACT_EMAIL' as const, 'CONTACT_PHONE' as const].some((key) => config[key])
  return (
    <footer className="bg-[#2A2A2A] text-sm leading-7 text-gray-300 dark:bg-[#1c1c1c]">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-6 py-10 md:flex-row lg:px-24">
        <div className="hidden flex-1 gap-12 md:flex">
          <section aria-label={commerce.COMMERCE_TEXT_FOOTER_MENU_1}>
            <h2 className={COLUMN_TITLE}>{commerce.COMMERCE_TEXT_FOOTER_MENU_1}</h2>
            <ul>
              {site.categories.map((category) => (
                <li key={category.name}>
                  <CategoryChip name={category.name} className={LINK} />
                </li>
              ))}
            </ul>
          </section>
          {menus.length > 0 && (
            <section aria-label={commerce.COMMERCE_TEXT_FOOTER_MENU_2}>
              <h2 className={COLUMN_TITLE}>{commerce.COMMERCE_TEXT_FOOTER_MENU_2}</h2>
              <NavList links={menus} classNames={{ root: 'flex flex-col', link: LINK, subMenu: 'pl-3 [&_a]:px-0 [&_a:hover]:bg-transparent [&_a:hover]:text-white' }} />
            </section>
          )}
        </div>
        <div className="flex flex-wrap gap-8 empty:hidden md:border-l md:border-gray-600 md:pl-10">
          {reachable && (
            <section aria-label={commerce.COMMERCE_TEXT_FOOTER_TITLE} className="flex flex-col gap-3">
              <h2 className="whitespace-pre-line text-lg font-semibold text-white">{commerce.COMMERCE_TEXT_FOOTER_TITLE}</h2>
              <ContactDetails keys={contacts} classNames={{ root: 'gap-4', link: 'transition hover:scale-125 hover:text-red-400 motion-reduce:transition-none', icon: 'size-6' }} />
              <ContactDetails keys={['CONTACT_EMAIL', 'CONTACT_PHONE']} classNames={{ root: 'flex-col items-start gap-1', link: LINK, icon: 'size-4' }} />
            </section>
          )}
          {picture && (
            <figure className="flex flex-col items-center gap-2">
              <img src={picture} alt={commerce.COMMERCE_FOOTER_RIGHT_TEXT} className="h-36 w-auto bg-white object-contain" loading="lazy" />
              {commerce.COMMERCE_FOOTER_RIGHT_TEXT && <figcaption className="text-xs">{commerce.COMMERCE_FOOTER_RIGHT_TEXT}</figcaption>}
            </figure>
          )}
        </div>
      </div>
      <div className="border-t border-gray-600">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-6 py-5 text-xs md:flex-row md:justify-between lg:px-24">
          <p className="flex flex-wrap items-center gap-x-3">
            <SiteCredits classNames={{ link: 'font-medium text-white hover:underline', title: '[&_a]:text-white [&_a:hover]:underline' }} />
          </p>
          <p className="md:text-right">
            {config.TITLE || site.siteInfo.title}
            {config.BIO && ` | ${config.BIO}`}
            {site.siteInfo.description && <span className="block">{site.siteInfo.description}</span>}
          </p>
        </div>
      </div>
    </footer>
  )
}
