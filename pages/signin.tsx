import { chromeOnlyStaticProps } from '@/themes/site.server'
import type { BasePageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps = chromeOnlyStaticProps('/signin')

export default function SignIn(props: BasePageProps) {
  return <ThemedPage layout="LayoutSignIn" props={props} />
}
