import { LazySignInForm, LazySignUpForm } from '@/components/lazy-parts'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import GITBOOK_CONFIG from './config'
import { LayoutBase } from './LayoutBase'
import * as screens from './layouts'

/** gitbook: a documentation site, with a navigation tree of posts by category, the document and "on this page". */
export const gitbookTheme = defineTheme({
  name: 'gitbook',
  config: GITBOOK_CONFIG,
  layouts: {
    ...screens,
    LayoutBase,
    LayoutSignIn: () => <LazySignInForm className="py-12" />,
    LayoutSignUp: () => <LazySignUpForm className="py-12" />
  }
})

export default createThemeRoot(gitbookTheme)
