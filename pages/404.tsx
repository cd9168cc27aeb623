import { notFoundStaticProps } from '@/themes/site.server'
import type { NotFoundPageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps = notFoundStaticProps

export default function NotFound(props: NotFoundPageProps) {
  return <ThemedPage layout="Layout404" props={props} />
}
