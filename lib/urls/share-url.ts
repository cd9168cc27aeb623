import { SHARE_SERVICES, type ShareService } from '@/conf/layout'

export { SHARE_SERVICES, type ShareService }

/** Names shown on the buttons; brand names are not translated. */
export const SHARE_SERVICE_NAMES: Readonly<Record<ShareService, string>> = {
  link: 'Link',
  wechat: 'WeChat',
  qq: 'QQ',
  weibo: 'Weibo',
  email: 'Email',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  telegram: 'Telegram',
  messenger: 'Messenger',
  line: 'LINE',
  reddit: 'Reddit',
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn'
}

export function isShareService(value: unknown): value is ShareService {
  return typeof value === 'string' && (SHARE_SERVICES as readonly string[]).includes(value)
}

export interface SharedPage {
  /** Absolute URL of the post. */
  url: string
  title: string
  summary?: string
}

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString()
}

/** The address that shares `page` on `service`; null for the copy-the-link services. */
export function shareUrl(service: ShareService, page: SharedPage): string | null {
  const { url, title, summary = '' } = page
  switch (service) {
    case 'link':
    case 'wechat':
      return null
    case 'qq':
      return `https://connect.qq.com/widget/shareqq/index.html?${query({ url, title, desc: summary })}`
    case 'weibo':
      return `https://service.weibo.com/share/share.php?${query({ url, title })}`
    case 'email':
      return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`
    case 'twitter':
      return `https://twitter.com/intent/tweet?${query({ url, text: title })}`
    case 'telegram':
      return `https://t.me/share/url?${query({ url, text: title })}`
    case 'messenger':
      return `fb-messenger://share/?${query({ link: url })}`
    case 'line':
      return `https://social-plugins.line.me/lineit/share?${query({ url })}`
    case 'reddit':
      return `https://www.reddit.com/submit?${query({ url, title })}`
    case 'whatsapp':
      return `https://api.whatsapp.com/send?${query({ text: `${title} ${url}` })}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`
  }
}

/** The configured services that exist, in the configured order, each once. */
export function shareServices(configured: readonly unknown[]): ShareService[] {
  return [...new Set(configured.filter(isShareService))]
}
