import { feedServerSideProps } from '@/lib/props/feed-route'

export const getServerSideProps = feedServerSideProps('json')

export default function JsonFeed() {
  return null
}
