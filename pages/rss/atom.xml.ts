import { feedServerSideProps } from '@/lib/props/feed-route'

export const getServerSideProps = feedServerSideProps('atom')

export default function AtomFeed() {
  return null
}
