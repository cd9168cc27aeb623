import { socialCardServerSideProps } from '@/themes/site.server'

export const getServerSideProps = socialCardServerSideProps

export default function SocialCard() {
  return null
}
