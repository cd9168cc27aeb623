import { feedServerSideProps } from '@/themes/server'

export const getServerSideProps = feedServerSideProps('json')

export default function JsonFeed() {
  return null
}
