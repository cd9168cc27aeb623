import { socialCardServerSideProps } from '@/themes/server'

export const getServerSideProps = socialCardServerSideProps

export default function SocialCard() {
  return null
}
