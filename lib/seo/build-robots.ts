import { siteBase } from './absolute-url'

/** robots.txt: every crawler may read the whole site, and learns where its sitemap is. */
export function buildRobots(link: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteBase(link)}/sitemap.xml`, ''].join('\n')
}
