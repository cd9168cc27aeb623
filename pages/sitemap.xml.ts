import { sitemapServerSideProps } from '@/themes/server'

export const getServerSideProps = sitemapServerSideProps

/** The sitemap is written by getServerSideProps; this never renders. */
export default function Sitemap() {
  return null
}
