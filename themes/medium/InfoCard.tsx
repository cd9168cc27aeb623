import { ContactLinks } from '@/components/ContactLinks'
import { SiteLink } from '@/components/SiteLink'
import { useGlobal } from '@/lib/global/context'

/** The author card of the right panel: avatar, name, bio, counts and contact links. */
export function InfoCard() {
  const { config, site, t } = useGlobal()
  const counts = [
    { href: '/archive', label: t.COMMON.POST_COUNT, value: site.postCount },
    { href: '/category', label: t.COMMON.CATEGORIES, value: site.categories.length },
    { href: '/tag', label: t.COMMON.TAGS, value: site.tags.length }
  ]
  return (
    <section aria-label={t.COMMON.AUTHOR} className="flex flex-col items-center gap-3 text-center">
      {config.AVATAR && (
        <img src={config.AVATAR} alt={config.AUTHOR} width={80} height={80} className="h-20 w-20 rounded-full object-cover" />
      )}
      <SiteLink href="/about" className="text-lg font-semibold hover:underline">
        {config.AUTHOR}
      </SiteLink>
      {config.BIO && <p className="text-sm text-gray-600 dark:text-gray-300">{config.BIO}</p>}
      <ul className="grid w-full grid-cols-3 gap-2">
        {counts.map((count) => (
          <li key={count.href}>
            <SiteLink href={count.href} className="flex flex-col rounded p-1 hover:bg-gray-100 dark:hover:bg-gray-800">
              <span className="font-semibold tabular-nums">{count.value}</span>
              <span className="text-xs text-gray-600 dark:text-gray-400">{count.label}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
      <ContactLinks className="justify-center" />
    </section>
  )
}
