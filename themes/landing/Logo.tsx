import { SiteLink } from '@/components/nav/SiteLink'
import { useGlobal } from '@/components/site/context'
import { publicUrl } from '@/lib/deploy/static-export'

/** The round gradient mark that stands for the site, linked home. */
export function Logo() {
  const { config, site } = useGlobal()
  return (
    <SiteLink href="/" aria-label={config.TITLE || site.siteInfo.title} className="block shrink-0">
      <img src={publicUrl('/marketing/logo.svg')} alt="" width={32} height={32} className="h-8 w-8" />
    </SiteLink>
  )
}
