import { LazySignInForm, LazySignUpForm } from '@/components/lazy-parts'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import NAV_CONFIG from './config'
import { LayoutBase } from './LayoutBase'
import * as screens from './layouts'

/** nav: a link directory, every post a card with its icon, in sections by category. */
export const navTheme = defineTheme({
  name: 'nav',
  config: NAV_CONFIG,
  layouts: {
    ...screens,
    LayoutBase,
    LayoutSignIn: () => <LazySignInForm className="py-12" />,
    LayoutSignUp: () => <LazySignUpForm className="py-12" />
  }
})

export default createThemeRoot(navTheme)
