import { FeedDocument, feedServerSideProps } from '@/lib/props/feed-route'

export const getServerSideProps = feedServerSideProps('json')
export default FeedDocument
