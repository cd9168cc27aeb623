import { chromeOnlyStaticProps } from '@/themes/site.server'
import type { BasePageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps = chromeOnlyStaticProps('/404')

export default function NotFound(props: BasePageProps) {
  return <ThemedPage layout="Layout404" props={props} />
}
