import { FloatingTools, type FloatingTool } from '@/components/widgets/FloatingTools'
import { ThemeShell } from '@/components/site/ThemeShell'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { layoutPost } from '@/components/site/layout-post'
import type { LayoutBaseProps } from '@/themes/types'
import { Footer } from './Footer'
import { Header } from './Header'
import { useCommerceConfig } from './use-commerce-config'

/**
 * The frame of every commerce page: the sticky bar, the home's wide 5:2 cover (a picture, no words),
 * the grey page with its 1280 px content, the charcoal footer, and the red box of floating buttons
 * in the corner (the contents on a product page, back to top).
 */
export function LayoutBase({ children, ...props }: LayoutBaseProps) {
  const { site } = useGlobal()
  const commerce = useCommerceConfig()
  const post = layoutPost({ ...props, children })
  const banner = props.layout === 'LayoutIndex' && commerce.COMMERCE_HOME_BANNER_ENABLE && site.siteInfo.pageCover
  const tools: FloatingTool[] = [...(commerce.COMMERCE_WIDGET_TOC ? (['toc'] as const) : []), ...(commerce.COMMERCE_WIDGET_TO_TOP ? (['top'] as const) : [])]
  return (
    <ThemeShell
      props={props}
      classNames={{
        root: 'flex min-h-screen flex-col bg-[#f5f5f5] text-gray-800 selection:bg-sky-200 selection:text-black dark:bg-black dark:text-gray-200 [&_*]:[scrollbar-color:#D2232A_transparent] [&_*]:[scrollbar-width:thin]',
        loadingBar: 'bg-[#D2232A]'
      }}
    >
      <Header />
      {banner && (
        <div className="relative aspect-[5/2] w-full overflow-hidden bg-black">
          <img src={banner} alt="" fetchPriority="high" decoding="async" className="h-full w-full object-cover" />
          <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-b from-black/50 via-transparent to-black/50" />
        </div>
      )}
      <main id="main" className={cx('flex w-full flex-1 flex-col', !post && 'mx-auto max-w-7xl px-3 py-8 sm:px-6 lg:px-24 lg:py-12')}>
        {children}
      </main>
      <Footer />
      <FloatingTools
        tools={tools}
        post={post}
        classNames={{
          root: 'fixed bottom-6 right-4 flex-col bg-[#D2232A] text-white shadow-lg',
          button: 'grid size-11 place-items-center hover:bg-red-700',
          icon: 'size-5'
        }}
      />
    </ThemeShell>
  )
}
