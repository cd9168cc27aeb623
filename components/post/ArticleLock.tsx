import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { LockIcon } from '../site/Icons'
import { SubmitButton } from '../marketing/SubmitButton'
import type { Slots } from '../slots'

export interface ArticleLockProps {
  /** Checks the password; resolves true when the article is unlocked. */
  onSubmit: (password: string) => Promise<boolean>
  /** `root`: the form; `input`: the password field; `button`: its submit button. */
  classNames?: Slots<'root' | 'input' | 'button'>
}

/** How long the form shakes after a wrong password, in ms. */
const SHAKE_MS = 500
const SHAKE_FRAMES: Keyframe[] = [
  { transform: 'translateX(0)' },
  { transform: 'translateX(-8px)' },
  { transform: 'translateX(8px)' },
  { transform: 'translateX(-6px)' },
  { transform: 'translateX(6px)' },
  { transform: 'translateX(0)' }
]

/**
 * The password form of a locked article (docs/behaviour.md §2, §5): Enter or Submit checks the password; an
 * empty or wrong one shows the localized "Password Error!" and shakes the form. Submit is off
 * until the page is live, since the password is checked in the browser.
 */
export function ArticleLock({
  onSubmit,
  classNames = {}
}: ArticleLockProps) {
  const {
    root: className,
    input: inputClassName = 'w-full min-w-0 rounded-l-md border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-gray-500 focus:outline-none dark:border-gray-600 dark:bg-neutral-900 dark:text-gray-100',
    button: buttonClassName = 'shrink-0 rounded-r-md bg-gray-900 px-4 py-2 text-white hover:bg-gray-700 disabled:opacity-60 dark:bg-gray-100 dark:text-gray-900 dark:hover:bg-white'
  } = classNames
  const { t } = useGlobal()
  const [failed, setFailed] = useState(false)
  const [checking, setChecking] = useState(false)
  const [shakes, setShakes] = useState(0)
  const [shaking, setShaking] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // Read when submitted, not kept in state: what a visitor typed before React took over the form counts too.
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()

  useEffect(() => {
    if (shakes === 0) return
    // The Web Animations API shakes without any global keyframes; jsdom and old browsers just skip it.
    formRef.current?.animate?.(SHAKE_FRAMES, { duration: SHAKE_MS })
    const timer = window.setTimeout(() => setShaking(false), SHAKE_MS)
    return () => window.clearTimeout(timer)
  }, [shakes])

  const fail = () => {
    setFailed(true)
    setShaking(true)
    setShakes((count) => count + 1)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (checking) return
    const password = inputRef.current?.value ?? ''
    if (!password) return fail()
    setChecking(true)
    try {
      if (await onSubmit(password)) setFailed(false)
      else fail()
    } catch {
      fail()
    } finally {
      setChecking(false)
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} data-shake={shaking ? shakes : undefined} className={cx('mx-auto flex max-w-md flex-col gap-3 py-10', className)}>
      <label htmlFor={id} className="flex items-center gap-2 font-medium">
        <LockIcon className="h-5 w-5" />
        {t.LOCK.PASSWORD_TIP}
      </label>
      <div className="flex">
        <input
          ref={inputRef}
          id={id}
          type="password"
          autoComplete="current-password"
          placeholder={t.LOCK.PASSWORD_PLACEHOLDER}
          aria-invalid={failed}
          aria-describedby={failed ? `${id}-error` : undefined}
          className={inputClassName}
        />
        <SubmitButton busy={checking} className={buttonClassName}>
          {t.LOCK.SUBMIT}
        </SubmitButton>
      </div>
      {failed && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t.LOCK.PASSWORD_ERROR}
        </p>
      )}
    </form>
  )
}
