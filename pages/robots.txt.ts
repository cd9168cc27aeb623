import { robotsServerSideProps } from '@/themes/site.server'

export const getServerSideProps = robotsServerSideProps

/** robots.txt is written by getServerSideProps; this never renders. */
export default function Robots() {
  return null
}
