import { useRouter } from 'next/router'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { linkPath, publicUrl } from '@/lib/deploy/static-export'
import { isInternalHref, withThemeQuery } from '@/lib/urls/with-theme-query'
import { isPlainClick, themeQueryOf } from '@/components/nav/link-clicks'
import { safeUrl } from '@/lib/urls/safe-url'

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  children?: ReactNode
}

/**
 * `href` under the language prefix of the site being read (`/ja-JP/archive` on a language site of
 * a multi-language build), as Next's router names it; unchanged on the default site.
 */
export function withLocalePrefix(href: string, router: { locale?: string | undefined; defaultLocale?: string | undefined }): string {
  const { locale, defaultLocale } = router
  if (!locale || !defaultLocale || locale === defaultLocale) return href
  return `/${locale}${href === '/' ? '' : href}`
}

/**
 * Every link of the site. Internal links navigate on the client through the router, keep the
 * `?theme=` the visitor came with (docs/behaviour.md §2) and stay on the language site being read; the route is prefetched when the pointer or focus
 * reaches the link. This replaces next/link, whose viewport prefetching of every listed post and
 * 3 kB of gzip JS on every page buy nothing here. Links to other sites are plain anchors, opened
 * safely in a new tab when asked. An href the URL rule refuses (safeUrl: `javascript:`,
 * `data:text/html`, ...) leaves its text, unlinked.
 */
export function SiteLink({ href, target, rel, children, onClick, onMouseEnter, onFocus, ...rest }: SiteLinkProps) {
  const router = useRouter()
  const theme = themeQueryOf(router.query)
  if (!safeUrl(href)) return <span className={rest.className}>{children}</span>
  if (!isInternalHref(href)) {
    const safeRel = rel ?? (target === '_blank' ? 'noopener noreferrer' : undefined)
    return (
      <a href={href} target={target} rel={safeRel} onClick={onClick} onMouseEnter={onMouseEnter} onFocus={onFocus} {...rest}>
        {children}
      </a>
    )
  }
  const to = withThemeQuery(href, theme)
  // The router adds the language prefix, BASE_PATH and a static site's trailing slash itself; the
  // address shown and opened in a new tab needs them written out.
  const shown = publicUrl(linkPath(withLocalePrefix(to, router)))
  const prefetch = () => {
    // Only built pages are prefetched; in development the router would compile the route.
    if (process.env.NODE_ENV === 'production') void router.prefetch(to).catch(() => undefined)
  }
  return (
    <a
      href={shown}
      target={target}
      rel={rel}
      onClick={(event) => {
        onClick?.(event)
        if (!isPlainClick(event, event.currentTarget)) return
        event.preventDefault()
        // The query as it is now: a click can come before a render that knew the page's ?theme=.
        void router.push(withThemeQuery(href, themeQueryOf(router.query)))
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        prefetch()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        prefetch()
      }}
      {...rest}
    >
      {children}
    </a>
  )
}
