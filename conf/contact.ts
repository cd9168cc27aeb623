/** Contact links; an empty one is not shown. */
import { defineConfig } from '@/conf/define-config'

export const CONTACT_CONFIG = defineConfig({
  /** GitHub profile URL. */
  CONTACT_GITHUB: '',
  /** Twitter / X profile URL. */
  CONTACT_TWITTER: '',
  /** Telegram link, https://t.me/... */
  CONTACT_TELEGRAM: '',
  /** LinkedIn profile URL. */
  CONTACT_LINKEDIN: '',
  /** Weibo profile URL. */
  CONTACT_WEIBO: '',
  /** Instagram profile URL. */
  CONTACT_INSTAGRAM: '',
  /** Email address, shown as a mailto link. */
  CONTACT_EMAIL: '',
  /** Bilibili space URL. */
  CONTACT_BILIBILI: '',
  /** YouTube channel URL. */
  CONTACT_YOUTUBE: '',
  /** WhatsApp chat link, https://wa.me/<number> */
  CONTACT_WHATSAPP: '',
  /** Telephone number as it should read (+1 555 0100), called through a tel: link. */
  CONTACT_PHONE: ''
})
