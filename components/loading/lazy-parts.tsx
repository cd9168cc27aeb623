import { lazyPart } from './lazy-part'

/*
 * Shared parts only some pages draw, each in its own chunk so the theme chunk every page loads
 * stays small; the server still renders them into the HTML (see lazyPart).
 */

/** The sign-in form, on /signin only. */
export const LazySignInForm = lazyPart(() => import('../marketing/SignInForm').then((m) => m.SignInForm))

/** The sign-up form, on /signup only. */
export const LazySignUpForm = lazyPart(() => import('../marketing/SignUpForm').then((m) => m.SignUpForm))

/** The table of contents with its scroll spy, on posts only, for themes that draw it outside the post layout. */
export const LazyTableOfContents = lazyPart(() => import('../post/TableOfContents').then((m) => m.TableOfContents))
