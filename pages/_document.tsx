import Document, { Head, Html, Main, NextScript } from 'next/document'
import { siteConfigOf } from '@/lib/config/shipped-config'
import { darkModeScript } from '@/components/site/dark-mode'
import { keepBoundariesInline } from '@/lib/document/inline-boundaries'
import { PAINT_FIRST_LOADER, REVEAL_AT_ONCE_SCRIPT, waitForPaint } from '@/lib/document/paint-first-scripts'
import type { BasePageProps } from '@/lib/site/page-props'

// Before any page of this process is rendered: every Suspense boundary stays in the HTML where it
// is, instead of being moved to the end and revealed by script (lib/document/inline-boundaries).
keepBoundariesInline()

type DocumentFiles = Parameters<Head['getScripts']>[0]

/** Next's head, with the page's scripts held until the first paint (lib/document/paint-first-scripts). */
class PaintFirstHead extends Head {
  override getScripts(files: DocumentFiles) {
    return waitForPaint(super.getScripts(files))
  }
  override getDynamicChunks(files: DocumentFiles) {
    return waitForPaint(super.getDynamicChunks(files))
  }
}

/** The one place that runs before first paint: it puts `dark` or `light` on <html> so no page flashes. */
export default class QuireDocument extends Document {
  override render() {
    const pageProps = (this.props.__NEXT_DATA__.props?.pageProps ?? {}) as Partial<BasePageProps>
    const config = siteConfigOf(pageProps.shippedConfig ?? { site: {}, themeSite: {}, themeKeys: {} })
    return (
      <Html lang={config.LANG}>
        <PaintFirstHead>
          <script dangerouslySetInnerHTML={{ __html: darkModeScript(config.APPEARANCE, config.APPEARANCE_DARK_TIME) }} />
          <script dangerouslySetInnerHTML={{ __html: REVEAL_AT_ONCE_SCRIPT }} />
        </PaintFirstHead>
        <body className="bg-white text-gray-900 antialiased dark:bg-neutral-950 dark:text-gray-100">
          <Main />
          <NextScript />
          <script dangerouslySetInnerHTML={{ __html: PAINT_FIRST_LOADER }} />
        </body>
      </Html>
    )
  }
}
