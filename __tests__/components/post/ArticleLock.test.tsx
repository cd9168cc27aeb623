/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter, shippedSettings } from '../test-utils'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { ArticleLock } from '@/components/post/ArticleLock'

/** Whether React has taken over the page: false stands for the server HTML and the time before hydration. */
let mockHydrated = true
jest.mock('@/components/hooks/use-hydrated', () => ({ useHydrated: () => mockHydrated }))

beforeEach(() => {
  resetRouter()
  mockHydrated = true
})

function form() {
  return screen.getByText('Please Enter the password:').closest('form') as HTMLFormElement
}

describe('ArticleLock (docs/behaviour.md §2, §5)', () => {
  it('shows the tip, a password field and Submit', () => {
    renderWithGlobal(<ArticleLock onSubmit={async () => true} />)
    expect(screen.getByLabelText('Please Enter the password:')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('submits on Enter and shows "Password Error!" with a shake when the check fails', async () => {
    const onSubmit = jest.fn(async () => false)
    renderWithGlobal(<ArticleLock onSubmit={onSubmit} />)
    const field = screen.getByLabelText('Please Enter the password:')
    fireEvent.change(field, { target: { value: 'wrong' } })
    fireEvent.submit(field) // what a browser does on Enter in a one-field form
    expect(await screen.findByRole('alert')).toHaveTextContent('Password Error!')
    expect(onSubmit).toHaveBeenCalledWith('wrong')
    expect(form()).toHaveAttribute('data-shake', '1')
    expect(field).toHaveAttribute('aria-invalid', 'true')
  })

  it('stops shaking after the animation', async () => {
    jest.useFakeTimers()
    try {
      renderWithGlobal(<ArticleLock onSubmit={async () => false} />)
      fireEvent.change(screen.getByLabelText('Please Enter the password:'), { target: { value: 'x' } })
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
      })
      expect(form()).toHaveAttribute('data-shake')
      act(() => {
        jest.advanceTimersByTime(600)
      })
      expect(form()).not.toHaveAttribute('data-shake')
    } finally {
      jest.useRealTimers()
    }
  })

  it('refuses an empty password without asking', async () => {
    const onSubmit = jest.fn(async () => true)
    renderWithGlobal(<ArticleLock onSubmit={onSubmit} />)
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Password Error!')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('shows no error when the password is right', async () => {
    const onSubmit = jest.fn(async () => true)
    renderWithGlobal(<ArticleLock onSubmit={onSubmit} />)
    fireEvent.change(screen.getByLabelText('Please Enter the password:'), { target: { value: 'right' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('right'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('treats a failing check as a wrong password', async () => {
    renderWithGlobal(<ArticleLock onSubmit={async () => Promise.reject(new Error('network'))} />)
    fireEvent.change(screen.getByLabelText('Please Enter the password:'), { target: { value: 'x' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Password Error!')
  })

  it('speaks the visitor language', async () => {
    renderWithGlobal(<ArticleLock onSubmit={async () => false} />, {
      site: undefined,
      shippedConfig: shippedSettings({ LANG: 'zh-CN' }),
      path: '/'
    })
    fireEvent.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('密码错误！')
  })

  it('keeps Submit off until the page is live: a press before would reload the page and lose the password', () => {
    mockHydrated = false
    renderWithGlobal(<ArticleLock onSubmit={async () => true} />)
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled()
    expect(screen.getByLabelText('Please Enter the password:')).toBeEnabled()
  })

  it('checks what was typed before React took over the form', async () => {
    const onSubmit = jest.fn(async () => true)
    renderWithGlobal(<ArticleLock onSubmit={onSubmit} />)
    // Typed into the server's HTML: the value is there, but no change event reached React.
    ;(screen.getByLabelText('Please Enter the password:') as HTMLInputElement).value = 'typed-early'
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    })
    expect(onSubmit).toHaveBeenCalledWith('typed-early')
  })
})
