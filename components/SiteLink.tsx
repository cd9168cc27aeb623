import { useRouter } from 'next/router'
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
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
 * `href` under the language prefix of the site being read (`/ja-JP/archive` on a language site of
 * a multi-language build), as Next's router names it; unchanged on the default site.
 */
export function withLocalePrefix(href: string, router: { locale?: string | undefined; defaultLocale?: string | undefined }): string {
  const { locale, defaultLocale } = router
  if (!locale || !defaultLocale || locale === defaultLocale) return href
  return `/${locale}${href === '/' ? '' : href}`
}

/** A click the browser should handle itself: another button, a modifier (new tab, window, download), or another target. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target')
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self')
  )
}

/**
 * Every link of the site. Internal links navigate on the client through the router, keep the
 * `?theme=` the visitor came with (spec §2) and stay on the language site being read; the route is prefetched when the pointer or focus
 * reaches the link. This replaces next/link, whose viewport prefetching of every listed post and
 * 3 kB of gzip JS on every page buy nothing here. Links to other sites are plain anchors, opened
 * safely in a new tab when asked.
 */
export function SiteLink({ href, target, rel, children, onClick, onMouseEnter, onFocus, ...rest }: SiteLinkProps) {
  const router = useRouter()
  const theme = useThemeQuery()
  if (!isInternalHref(href)) {
    const safeRel = rel ?? (target === '_blank' ? 'noopener noreferrer' : undefined)
    return (
      <a href={href} target={target} rel={safeRel} onClick={onClick} onMouseEnter={onMouseEnter} onFocus={onFocus} {...rest}>
        {children}
      </a>
    )
  }
  const to = withThemeQuery(href, theme)
  // The router adds the language prefix itself; the address shown and opened in a new tab needs it written out.
  const shown = withLocalePrefix(to, router)
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
        if (!isPlainClick(event)) return
        event.preventDefault()
        // The query as it is now: a click can come before a render that knew the page's ?theme=.
        const theme = Array.isArray(router.query.theme) ? router.query.theme[0] : router.query.theme
        void router.push(withThemeQuery(href, theme && (THEME_NAMES as readonly string[]).includes(theme) ? theme : undefined))
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
