import { chromeOnlyStaticProps } from '@/themes/server'
import type { BasePageProps } from '@/lib/site/props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps = chromeOnlyStaticProps('/signin')

export default function SignIn(props: BasePageProps) {
  return <ThemedPage layout="LayoutSignIn" props={props} />
}
