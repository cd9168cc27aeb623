import type { AppProps } from 'next/app'
import { GlobalProvider } from '@/components/site/provider'
import type { BasePageProps } from '@/lib/site/props'
import 'react-notion-x/src/styles.css'
import '@/styles/globals.css'

export default function App({ Component, pageProps }: AppProps<Partial<BasePageProps>>) {
  return (
    <GlobalProvider pageProps={pageProps}>
      <Component {...pageProps} />
    </GlobalProvider>
  )
}
