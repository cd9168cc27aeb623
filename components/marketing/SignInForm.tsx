import { AuthForm, type AuthFormProps } from './AuthForm'

/** The sign-in form: email and password. */
export function SignInForm(props: Omit<AuthFormProps, 'mode'>) {
  return <AuthForm mode="signin" {...props} />
}
