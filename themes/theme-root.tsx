import type { LayoutName, LayoutPropsMap } from '@/lib/site/page-props'
import type { Theme, ThemeConfig } from './types'

export type ThemeRootProps = { [K in LayoutName]: { layout: K; props: LayoutPropsMap[K] } }[LayoutName]

/** Turns a theme object into the one component the registry loads: LayoutBase around the page's layout. */
export function createThemeRoot<C extends ThemeConfig>(theme: Theme<C>) {
  function ThemeRoot({ layout, props }: ThemeRootProps) {
    const { LayoutBase } = theme.layouts
    // The union is matched pairwise by ThemeRootProps; TypeScript cannot narrow a lookup by a union key.
    const Layout = theme.layouts[layout] as React.ComponentType<typeof props>
    // data-theme names the theme that drew the page: for theme CSS hooks and the browser tests.
    return (
      <div data-theme={theme.name} className="contents">
        <LayoutBase {...props} layout={layout}>
          <Layout {...props} />
        </LayoutBase>
      </div>
    )
  }
  ThemeRoot.displayName = `Theme(${theme.name})`
  /** Fetches the chunk of a layout the theme loads lazily (its post layout, say); nothing for the others. */
  const preloadLayout = async (layout: LayoutName): Promise<void> => {
    await (theme.layouts[layout] as { preload?: () => Promise<unknown> }).preload?.()
  }
  return Object.assign(ThemeRoot, { preloadLayout })
}
