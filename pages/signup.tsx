import { chromeOnlyStaticProps } from '@/themes/server'
import type { BasePageProps } from '@/lib/site/props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps = chromeOnlyStaticProps('/signup')

export default function SignUp(props: BasePageProps) {
  return <ThemedPage layout="LayoutSignUp" props={props} />
}
