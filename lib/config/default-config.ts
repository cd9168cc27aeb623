import BLOG, { type SiteConfig } from '@/blog.config'

/** The bundled defaults, the lowest layer of every resolved config. */
export const DEFAULT_CONFIG: SiteConfig = BLOG
