import { feedServerSideProps } from '@/themes/site.server'

export const getServerSideProps = feedServerSideProps('json')

export default function JsonFeed() {
  return null
}
