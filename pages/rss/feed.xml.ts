import { feedServerSideProps } from '@/themes/site.server'

export const getServerSideProps = feedServerSideProps('rss')

export default function RssFeed() {
  return null
}
