import { feedServerSideProps } from '@/themes/server'

export const getServerSideProps = feedServerSideProps('atom')

export default function AtomFeed() {
  return null
}
