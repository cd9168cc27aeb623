import Link from 'next/link'
import { useRouter } from 'next/router'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { isInternalHref, withThemeQuery } from '@/lib/ui/with-theme-query'
import { THEME_NAMES } from '@/themes/types'

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  children?: ReactNode
}

/** The `?theme=` of the current URL when it names a theme, else undefined. */
function useThemeQuery(): string | undefined {
  const { query } = useRouter()
  const theme = Array.isArray(query.theme) ? query.theme[0] : query.theme
  return theme && (THEME_NAMES as readonly string[]).includes(theme) ? theme : undefined
}

/**
 * Every link of the site. Internal links go through next/link and keep the `?theme=` the visitor
 * came with (spec §2); links to other sites are plain anchors, opened safely in a new tab when asked.
 */
export function SiteLink({ href, target, rel, children, ...rest }: SiteLinkProps) {
  const theme = useThemeQuery()
  if (!isInternalHref(href)) {
    const safeRel = rel ?? (target === '_blank' ? 'noopener noreferrer' : undefined)
    return (
      <a href={href} target={target} rel={safeRel} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link href={withThemeQuery(href, theme)} target={target} rel={rel} {...rest}>
      {children}
    </Link>
  )
}
