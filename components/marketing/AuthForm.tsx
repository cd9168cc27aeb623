import type { ReactNode } from 'react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { FormField } from './FormField'
import { SiteLink } from '../nav/SiteLink'
import { SubmitButton } from './SubmitButton'
import type { Slots } from '../slots'

export interface AuthFormProps {
  mode: 'signin' | 'signup'
  /** `root`: the form; `button`: its submit button. */
  classNames?: Slots<'root' | 'button'>
  /** Shown between the title and the fields, e.g. a theme's illustration. */
  children?: ReactNode
}

/**
 * The sign-in and sign-up forms (docs/behaviour.md §6: the screens exist, their behaviour is not specified):
 * they render and validate fields in the browser but submit nowhere.
 */
export function AuthForm({
  mode,
  classNames = {},
  children
}: AuthFormProps) {
  const { root: className, button: buttonClassName = 'rounded-md bg-gray-900 px-4 py-2 font-medium text-white hover:bg-gray-700 dark:bg-gray-100 dark:text-gray-900 dark:hover:bg-white' } = classNames
  const { t } = useGlobal()
  const signUp = mode === 'signup'
  const title = signUp ? t.SIGN.SIGN_UP : t.SIGN.SIGN_IN
  return (
    <form aria-label={title} method="post" onSubmit={(event) => event.preventDefault()} className={cx('mx-auto flex w-full max-w-sm flex-col gap-4', className)}>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
      {signUp && <FormField label={t.SIGN.NAME} name="name" autoComplete="name" required />}
      <FormField label={t.SIGN.EMAIL} name="email" type="email" autoComplete="email" required />
      <FormField label={t.SIGN.PASSWORD} name="password" type="password" autoComplete={signUp ? 'new-password' : 'current-password'} required />
      <SubmitButton className={buttonClassName}>{title}</SubmitButton>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {signUp ? t.SIGN.HAVE_ACCOUNT : t.SIGN.NO_ACCOUNT}{' '}
        <SiteLink href={signUp ? '/signin' : '/signup'} className="font-medium underline">
          {signUp ? t.SIGN.SIGN_IN : t.SIGN.SIGN_UP}
        </SiteLink>
      </p>
    </form>
  )
}
