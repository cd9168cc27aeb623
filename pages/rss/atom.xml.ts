import { feedServerSideProps } from '@/themes/site.server'

export const getServerSideProps = feedServerSideProps('atom')

export default function AtomFeed() {
  return null
}
