import { lazyPart } from '../loading/lazy-part'

/** The sign-in form, on /signin only: its own chunk, so the theme chunk every page loads stays small; the server still renders it into the HTML (see lazyPart). */
export const LazySignInForm = lazyPart(() => import('./SignInForm').then((m) => m.SignInForm))
