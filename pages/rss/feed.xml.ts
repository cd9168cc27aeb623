import { feedServerSideProps } from '@/lib/props/feed-route'

export const getServerSideProps = feedServerSideProps('rss')

export default function RssFeed() {
  return null
}
