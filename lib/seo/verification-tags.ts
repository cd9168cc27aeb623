import type { SiteConfig } from '@/blog.config'

/** Each search engine's ownership meta tag name, by the config key holding its code. */
const VERIFICATION_NAMES = {
  SEO_GOOGLE_SITE_VERIFICATION: 'google-site-verification',
  SEO_BAIDU_SITE_VERIFICATION: 'baidu-site-verification',
  SEO_BING_SITE_VERIFICATION: 'msvalidate.01',
  SEO_YANDEX_SITE_VERIFICATION: 'yandex-verification'
} as const

export type VerificationConfig = Pick<SiteConfig, keyof typeof VERIFICATION_NAMES>

/** The verification meta tags of the configured codes only: an empty code adds no tag. */
export function verificationTags(config: VerificationConfig): Array<{ name: string; content: string }> {
  return (Object.keys(VERIFICATION_NAMES) as Array<keyof typeof VERIFICATION_NAMES>).flatMap((key) => {
    const content = String(config[key] ?? '').trim()
    return content ? [{ name: VERIFICATION_NAMES[key], content }] : []
  })
}
