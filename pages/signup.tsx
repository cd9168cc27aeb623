import { chromeOnlyStaticProps } from '@/themes/site.server'
import type { BasePageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps = chromeOnlyStaticProps('/signup')

export default function SignUp(props: BasePageProps) {
  return <ThemedPage layout="LayoutSignUp" props={props} />
}
