/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter } from '../test-utils'
import { screen } from '@testing-library/react'
import { AuthForm } from '@/components/marketing/AuthForm'

let mockHydrated = false
jest.mock('@/components/hooks/use-hydrated', () => ({ useHydrated: () => mockHydrated }))

beforeEach(() => resetRouter())

describe('AuthForm (docs/behaviour.md §2: sign-in and sign-up)', () => {
  it('cannot be sent before the page is live, which would put the password in the address', () => {
    mockHydrated = false
    renderWithGlobal(<AuthForm mode="signin" />)
    const form = screen.getByRole('form', { name: 'Sign in' })
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled()
    expect(form).toHaveAttribute('method', 'post')
  })

  it('takes a submit once live, and keeps it on the page', () => {
    mockHydrated = true
    renderWithGlobal(<AuthForm mode="signup" />)
    const button = screen.getByRole('button', { name: 'Sign up' })
    expect(button).toBeEnabled()
    const submitted = new Event('submit', { bubbles: true, cancelable: true })
    screen.getByRole('form', { name: 'Sign up' }).dispatchEvent(submitted)
    expect(submitted.defaultPrevented).toBe(true)
  })
})
