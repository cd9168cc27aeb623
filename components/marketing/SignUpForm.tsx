import { AuthForm, type AuthFormProps } from './AuthForm'

/** The sign-up form: name, email and password. */
export function SignUpForm(props: Omit<AuthFormProps, 'mode'>) {
  return <AuthForm mode="signup" {...props} />
}
