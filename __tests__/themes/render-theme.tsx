/**
 * Renders a theme's root (LayoutBase around a layout) with demo props, the way ThemedPage does.
 */
import { renderWithGlobal, resetRouter } from '../components/test-utils'
import { act, type RenderResult } from '@testing-library/react'
import type { ComponentType } from 'react'
import type { LayoutName, LayoutPropsMap } from '@/lib/site/page-props'
import type { ThemeRootProps } from '@/themes/theme-root'
import type { ThemeName } from '@/themes/types'
import { THEME_NAMES } from '@/themes/manifests'
import CommerceRoot from '@/themes/commerce'
import HeoRoot from '@/themes/heo'
import LandingRoot from '@/themes/landing'
import ExampleRoot from '@/themes/example'
import GameRoot from '@/themes/game'
import MediumRoot from '@/themes/medium'
import HexoRoot from '@/themes/hexo'
import NextRoot from '@/themes/next'
import GitbookRoot from '@/themes/gitbook'
import NavRoot from '@/themes/nav'
import MagzineRoot from '@/themes/magzine'
import MateryRoot from '@/themes/matery'
import MovieRoot from '@/themes/movie'
import FukasawaRoot from '@/themes/fukasawa'
import NobeliumRoot from '@/themes/nobelium'
import PlogRoot from '@/themes/plog'
import StarterRoot from '@/themes/starter'
import SimpleRoot from '@/themes/simple'

// The first post rendered in a file compiles the Notion renderer and its lazy parts under SWC,
// which alone can pass jest's 5 s default on a loaded machine.
jest.setTimeout(20_000)

/**
 * Renders and waits for the lazily loaded parts (code, equations, databases) to arrive, so their
 * late updates happen inside act.
 */
export async function renderTheme<K extends LayoutName>(
  Root: ComponentType<ThemeRootProps>,
  theme: ThemeName,
  layout: K,
  props: LayoutPropsMap[K]
): Promise<RenderResult> {
  // The theme comes from the URL here, as with ?theme=: the provider then resolves that theme's config.
  resetRouter({ theme }, `${props.path}?theme=${theme}`)
  let result: RenderResult | undefined
  await act(async () => {
    result = renderWithGlobal(<Root {...({ layout, props } as ThemeRootProps)} />, props)
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  return result!
}

/** Every built theme's root component: a theme named in the catalog and missing here does not compile. */
const ROOTS: Record<ThemeName, ComponentType<ThemeRootProps>> = {
  medium: MediumRoot,
  example: ExampleRoot,
  hexo: HexoRoot,
  next: NextRoot,
  gitbook: GitbookRoot,
  nav: NavRoot,
  magzine: MagzineRoot,
  movie: MovieRoot,
  game: GameRoot,
  nobelium: NobeliumRoot,
  simple: SimpleRoot,
  plog: PlogRoot,
  fukasawa: FukasawaRoot,
  matery: MateryRoot,
  commerce: CommerceRoot,
  heo: HeoRoot,
  landing: LandingRoot,
  starter: StarterRoot
}

/** Every theme's root component, by name: theme tests run once per entry (`describe.each`). */
export const THEME_ROOTS = THEME_NAMES.map((name) => [name, ROOTS[name]] as const)

/**
 * Themes whose home is not a paged list of posts (gitbook's document, nav's directory, magzine's
 * front page, starter's three newest posts, commerce's first products, landing's product page):
 * their page 2 is.
 */
export const HOMES_NOT_A_LIST: readonly string[] = ['gitbook', 'nav', 'magzine', 'starter', 'commerce', 'landing']
