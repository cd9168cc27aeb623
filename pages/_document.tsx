import Document, { Head, Html, Main, NextScript } from 'next/document'
import { resolveConfig } from '@/lib/config'
import { darkModeScript } from '@/lib/global/dark-mode'
import type { BasePageProps } from '@/lib/site/props'

/** The one place that runs before first paint: it puts `dark` or `light` on <html> so no page flashes. */
export default class QuireDocument extends Document {
  override render() {
    const pageProps = (this.props.__NEXT_DATA__.props?.pageProps ?? {}) as Partial<BasePageProps>
    const config = resolveConfig(pageProps.configOverrides ?? { env: {}, remote: {} })
    return (
      <Html lang={config.LANG}>
        <Head>
          <script dangerouslySetInnerHTML={{ __html: darkModeScript(config.APPEARANCE, config.APPEARANCE_DARK_TIME) }} />
        </Head>
        <body className="bg-white text-gray-900 antialiased dark:bg-neutral-950 dark:text-gray-100">
          <Main />
          <NextScript />
        </body>
      </Html>
    )
  }
}
