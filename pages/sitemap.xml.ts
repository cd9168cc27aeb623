import { sitemapServerSideProps } from '@/themes/site.server'

export const getServerSideProps = sitemapServerSideProps

/** The sitemap is written by getServerSideProps; this never renders. */
export default function Sitemap() {
  return null
}
