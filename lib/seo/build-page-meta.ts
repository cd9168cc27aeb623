import type { SiteConfig } from '@/blog.config'
import type { Locale } from '@/lib/i18n'
import { localeSitePath } from '@/lib/i18n/locale-site-path'
import type { LayoutName } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { servedPath } from '@/lib/deploy/static-export'
import { absoluteUrl, siteBase } from './absolute-url'
import { SOCIAL_CARD_SIZE } from './social-card-path'
import { verificationTags } from './verification-tags'

/** The post fields a page's meta may use: public summary fields only, never blocks. */
export type MetaPost = Pick<PostSummary, 'title' | 'summary' | 'type' | 'pageCover' | 'tags' | 'category' | 'publishDate' | 'lastEditedDate'>

export interface PageMetaInput {
  layout: LayoutName
  /** Canonical site-relative path (page 1 of a list is its base path), without a language prefix. */
  path: string
  /** The language site this page is on (`/ja-JP/...`), or null for the default site. */
  locale?: Locale | null
  /** What the page is called, before ` | {site title}`; null for home. */
  title: string | null
  siteTitle: string
  siteDescription: string
  /** Site path of the page's social card (BasePageProps.socialCard). */
  socialCard: string
  post?: MetaPost | null
  config: Pick<SiteConfig, 'LINK' | 'AUTHOR' | 'LANG' | 'KEYWORDS' | 'SEO_GOOGLE_SITE_VERIFICATION' | 'SEO_BAIDU_SITE_VERIFICATION' | 'SEO_BING_SITE_VERIFICATION' | 'SEO_YANDEX_SITE_VERIFICATION'>
}

export interface PageMeta {
  title: string
  description: string
  canonical: string
  /** The social card: its absolute URL ('' when the page has none), its size and what it shows. */
  image: string
  imageWidth: number
  imageHeight: number
  imageAlt: string
  ogType: 'article' | 'website'
  /** Open Graph locale: `zh_CN`. */
  locale: string
  keywords: string[]
  noindex: boolean
  verification: Array<{ name: string; content: string }>
  article: { publishedTime: string; modifiedTime: string; section: string; tags: string[] } | null
  /** JSON-LD of an article, safe to put in a script element; null on other pages. */
  jsonLd: string | null
}

function iso(ms: number): string {
  return Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : ''
}

/** JSON that cannot close its script element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}

/**
 * Everything a page's head says about it: title, description, canonical URL at the configured LINK,
 * Open Graph and Twitter fields, the verification codes, and for a post JSON-LD of a BlogPosting.
 */
export function buildPageMeta(input: PageMetaInput): PageMeta {
  const { config, post } = input
  const onPost = input.layout === 'LayoutSlug' && post ? post : null
  const title = input.title ? `${input.title} | ${input.siteTitle}` : input.siteTitle
  const description = onPost?.summary || input.siteDescription
  // Every URL the page gives out is on its own language site, the canonical one and JSON-LD's alike.
  const siteUrl = (path: string) => `${siteBase(config.LINK)}${servedPath(localeSitePath(input.locale ?? null, path.startsWith('/') ? path : `/${path}`))}`
  // A search result page (/search/{keyword}) is whatever a visitor typed: not for search engines, and
  // its canonical page is the search screen (issue 37).
  const isResultPage = input.layout === 'LayoutSearch' && input.path.startsWith('/search/')
  const canonical = siteUrl(isResultPage ? '/search' : input.path)
  // A card, never the cover itself: covers are often SVG, which link previews do not show.
  const image = absoluteUrl(config.LINK, input.socialCard)
  const isArticle = onPost?.type === 'Post'
  const article = isArticle
    ? { publishedTime: iso(onPost.publishDate), modifiedTime: iso(onPost.lastEditedDate), section: onPost.category[0] ?? '', tags: [...onPost.tags] }
    : null
  const jsonLd = isArticle
    ? scriptJson({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: onPost.title,
        description,
        url: canonical,
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        ...(image && { image: [image] }),
        ...(article?.publishedTime && { datePublished: article.publishedTime }),
        ...(article?.modifiedTime && { dateModified: article.modifiedTime }),
        ...(onPost.tags.length > 0 && { keywords: onPost.tags.join(', ') }),
        ...(article?.section && { articleSection: article.section }),
        author: { '@type': 'Person', name: config.AUTHOR, url: siteUrl('/about') },
        publisher: { '@type': 'Organization', name: input.siteTitle, url: siteUrl('/') },
        inLanguage: config.LANG
      })
    : null
  return {
    title,
    description,
    canonical,
    image,
    imageWidth: SOCIAL_CARD_SIZE.width,
    imageHeight: SOCIAL_CARD_SIZE.height,
    // The card shows the page's title and the site's name: the same words the title tag has.
    imageAlt: title,
    ogType: isArticle ? 'article' : 'website',
    locale: config.LANG.replace('-', '_'),
    keywords: onPost && onPost.tags.length > 0 ? [...onPost.tags, ...config.KEYWORDS] : [...config.KEYWORDS],
    noindex: isResultPage || input.layout === 'Layout404' || input.layout === 'LayoutSignIn' || input.layout === 'LayoutSignUp',
    verification: verificationTags(config),
    article,
    jsonLd
  }
}
