import { socialCardServerSideProps } from '@/lib/seo/social-card-route'

export const getServerSideProps = socialCardServerSideProps

export default function SocialCard() {
  return null
}
