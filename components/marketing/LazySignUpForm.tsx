import { lazyPart } from '../loading/lazy-part'

/** The sign-up form, on /signup only: its own chunk, so the theme chunk every page loads stays small; the server still renders it into the HTML (see lazyPart). */
export const LazySignUpForm = lazyPart(() => import('./SignUpForm').then((m) => m.SignUpForm))
