import type { AppProps } from 'next/app'
import { GlobalProvider } from '@/components/site/provider'
import type { BasePageProps } from '@/lib/site/page-props'
import { DEFAULT_THEME, THEME_NAMES } from '@/themes'
import 'react-notion-x/src/styles.css'
import '@/styles/globals.css'

/** The themes the switcher cycles through, from the browser's theme registry. */
const THEMES = { names: THEME_NAMES, fallback: DEFAULT_THEME }

export default function App({ Component, pageProps }: AppProps<Partial<BasePageProps>>) {
  return (
    <GlobalProvider pageProps={pageProps} themes={THEMES}>
      <Component {...pageProps} />
    </GlobalProvider>
  )
}
