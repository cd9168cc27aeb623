import Head from 'next/head'
import { useGlobal } from '@/components/site/context'
import { localeSitePath } from '@/lib/i18n/locale-site-path'
import { buildPageMeta, type MetaPost } from '@/lib/seo/build-page-meta'
import { hreflangAlternates } from '@/lib/seo/hreflang-alternates'
import { pageTitle, type TitleSource } from '@/components/site/page-title'
import { safeUrl } from '@/lib/urls/safe-url'
import type { LayoutBaseProps } from '@/lib/site/page-props'
import { publicUrl } from '@/lib/deploy/static-export'

/**
 * The head of every page: `{page title} | {site title}`, description, canonical URL at the
 * configured LINK, Open Graph and Twitter cards, JSON-LD on posts, favicon, feed link and the
 * configured verification codes, and the webmention endpoint when set. Rendered through SiteHead,
 * by each theme's LayoutBase, from the props it wraps.
 * On a language site (`/ja-JP/...`) the canonical URL carries its prefix, and the screens every
 * site has name their counterparts with hreflang.
 */
export function SEO({ props }: { props: Omit<LayoutBaseProps, 'children'> }) {
  const { config, site, siteLocale, siteLocales, t } = useGlobal()
  // LayoutBase is typed with the base props; the screen's own fields (post, tag, keyword) ride along.
  const source = props as unknown as TitleSource & { post?: MetaPost | null }
  const siteTitle = config.TITLE || site.siteInfo.title
  // Webmention senders look for these links in the page's head.
  const webmention = config.COMMENT_WEBMENTION_ENABLE && config.COMMENT_WEBMENTION_HOSTNAME
  // webmention.io signs its owner in with IndieAuth, which looks for this profile link on the site.
  const identity = safeUrl(config.COMMENT_WEBMENTION_AUTH, 'link')
  const meta = buildPageMeta({
    layout: props.layout,
    path: props.path,
    locale: siteLocale,
    title: pageTitle(props.layout, source, t),
    siteTitle,
    siteDescription: config.DESCRIPTION || site.siteInfo.description,
    socialCard: props.socialCard,
    post: source.post ?? null,
    config
  })
  return (
    <Head>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} key="description" />
      <meta name="viewport" content="width=device-width, initial-scale=1" key="viewport" />
      {meta.keywords.length > 0 && <meta name="keywords" content={meta.keywords.join(', ')} key="keywords" />}
      <link rel="canonical" href={meta.canonical} key="canonical" />
      {hreflangAlternates(config.LINK, props.path, siteLocales).map((alternate) => (
        <link rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} key={`hreflang:${alternate.hreflang}`} />
      ))}
      <link rel="icon" href={publicUrl(config.BLOG_FAVICON)} key="icon" />
      {config.ENABLE_RSS && <link rel="alternate" type="application/rss+xml" title={siteTitle} href={publicUrl(localeSitePath(siteLocale, '/rss/feed.xml'))} key="rss" />}
      {meta.noindex && <meta name="robots" content="noindex" key="robots" />}
      {meta.verification.map((tag) => (
        <meta name={tag.name} content={tag.content} key={tag.name} />
      ))}
      <meta property="og:title" content={meta.title} key="og:title" />
      <meta property="og:description" content={meta.description} key="og:description" />
      <meta property="og:url" content={meta.canonical} key="og:url" />
      <meta property="og:site_name" content={siteTitle} key="og:site_name" />
      <meta property="og:type" content={meta.ogType} key="og:type" />
      <meta property="og:locale" content={meta.locale} key="og:locale" />
      {meta.image && <meta property="og:image" content={meta.image} key="og:image" />}
      {meta.image && <meta property="og:image:width" content={String(meta.imageWidth)} key="og:image:width" />}
      {meta.image && <meta property="og:image:height" content={String(meta.imageHeight)} key="og:image:height" />}
      {meta.image && <meta property="og:image:alt" content={meta.imageAlt} key="og:image:alt" />}
      {meta.article?.publishedTime && <meta property="article:published_time" content={meta.article.publishedTime} key="article:published_time" />}
      {meta.article?.modifiedTime && <meta property="article:modified_time" content={meta.article.modifiedTime} key="article:modified_time" />}
      {meta.article?.section && <meta property="article:section" content={meta.article.section} key="article:section" />}
      {meta.article?.tags.map((tag) => (
        <meta property="article:tag" content={tag} key={`article:tag:${tag}`} />
      ))}
      <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} key="twitter:card" />
      <meta name="twitter:title" content={meta.title} key="twitter:title" />
      <meta name="twitter:description" content={meta.description} key="twitter:description" />
      {meta.image && <meta name="twitter:image" content={meta.image} key="twitter:image" />}
      {meta.image && <meta name="twitter:image:alt" content={meta.imageAlt} key="twitter:image:alt" />}
      {meta.jsonLd && <script type="application/ld+json" key="json-ld" dangerouslySetInnerHTML={{ __html: meta.jsonLd }} />}
      {webmention && <link rel="webmention" href={`https://webmention.io/${webmention}/webmention`} key="webmention" />}
      {webmention && <link rel="pingback" href={`https://webmention.io/${webmention}/xmlrpc`} key="pingback" />}
      {webmention && identity && <link rel="me" href={identity} key="me" />}
    </Head>
  )
}
