import Head from 'next/head'
import { useGlobal } from '@/lib/global/context'
import { pageTitle, type TitleSource } from '@/lib/ui/page-title'
import type { LayoutBaseProps } from '@/themes/types'

/**
 * The head of every page: `{page title} | {site title}`, description, canonical URL, favicon and
 * Open Graph basics. Rendered by each theme's LayoutBase from the props it wraps.
 */
export function SEO({ props }: { props: Omit<LayoutBaseProps, 'children'> }) {
  const { config, site, t } = useGlobal()
  // LayoutBase is typed with the base props; the screen's own fields (post, tag, keyword) ride along.
  const source = props as unknown as TitleSource & { post?: { summary?: string; pageCover?: string } | null }
  const siteTitle = config.TITLE || site.siteInfo.title
  const title = pageTitle(props.layout, source, t)
  const fullTitle = title ? `${title} | ${siteTitle}` : siteTitle
  const description = source.post?.summary || config.DESCRIPTION || site.siteInfo.description
  const canonical = `${config.LINK.replace(/\/+$/, '')}${props.path}`
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} key="description" />
      <meta name="viewport" content="width=device-width, initial-scale=1" key="viewport" />
      {config.KEYWORDS.length > 0 && <meta name="keywords" content={config.KEYWORDS.join(', ')} key="keywords" />}
      <link rel="canonical" href={canonical} key="canonical" />
      <link rel="icon" href={config.BLOG_FAVICON} key="icon" />
      {config.ENABLE_RSS && <link rel="alternate" type="application/rss+xml" title={siteTitle} href="/rss/feed.xml" key="rss" />}
      <meta property="og:title" content={fullTitle} key="og:title" />
      <meta property="og:description" content={description} key="og:description" />
      <meta property="og:url" content={canonical} key="og:url" />
      <meta property="og:site_name" content={siteTitle} key="og:site_name" />
      <meta property="og:type" content={props.layout === 'LayoutSlug' ? 'article' : 'website'} key="og:type" />
      {props.layout === 'Layout404' && <meta name="robots" content="noindex" key="robots" />}
    </Head>
  )
}
