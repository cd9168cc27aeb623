import { SiteLink } from '@/components/nav/SiteLink'
import { useGlobal } from '@/components/site/context'

/** NexT's black brand block: the site title in white serif and the description in light grey, fading down in. */
export function Brand() {
  const { config, site } = useGlobal()
  return (
    <div className="flex min-h-32 flex-col items-center justify-center gap-2 bg-[#222] px-4 py-6 text-center dark:bg-gray-800">
      <SiteLink href="/" className="font-serif text-2xl font-bold tracking-wide text-white">
        {config.TITLE || site.siteInfo.title}
      </SiteLink>
      {(config.DESCRIPTION || site.siteInfo.description) && (
        <p className="text-sm text-gray-300">{config.DESCRIPTION || site.siteInfo.description}</p>
      )}
    </div>
  )
}
