import { feedServerSideProps } from '@/themes/server'

export const getServerSideProps = feedServerSideProps('rss')

export default function RssFeed() {
  return null
}
