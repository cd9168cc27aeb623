import { LazySignInForm, LazySignUpForm } from '@/components/lazy-parts'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import MAGZINE_CONFIG from './config'
import { LayoutBase } from './LayoutBase'
import * as screens from './layouts'
import { INNER } from './use-magzine-config'

/** magzine: a magazine front page, a lead story, bands of stories by category, bold type. */
export const magzineTheme = defineTheme({
  name: 'magzine',
  config: MAGZINE_CONFIG,
  layouts: {
    ...screens,
    LayoutBase,
    LayoutSignIn: () => <LazySignInForm className={`${INNER} py-12`} />,
    LayoutSignUp: () => <LazySignUpForm className={`${INNER} py-12`} />
  }
})

export default createThemeRoot(magzineTheme)
