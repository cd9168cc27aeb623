import { type ReactNode, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { safeUrl } from '@/lib/urls/safe-url'
import { SiteLink } from '../nav/SiteLink'
import type { Slots } from '../slots'
import { MarketingForm, type MarketingFormSlot } from './MarketingForm'
import type { AuthProvider } from './types'
import { useMarketingTexts } from './use-marketing-texts'

export interface AuthCardProps {
  mode: 'signin' | 'signup'
  /** Where the fields are posted as JSON (config); empty: the card says it is not connected. */
  action: string
  /** Above the fields: the site's logo and name, say. */
  header?: ReactNode
  /** The "continue with" buttons under an "or" rule; none without. */
  providers?: readonly AuthProvider[]
  /** Where "Forgot password?" leads (sign-in only); no link when empty. */
  forgotUrl?: string
  /**
   * The form's slots (MarketingForm), and `forgot`: its link; `divider`: the "or" rule;
   * `providers`: their row; `provider`: each button; `switch`: the line that leads to the other form.
   */
  classNames?: Slots<MarketingFormSlot | 'forgot' | 'divider' | 'providers' | 'provider' | 'switch' | 'switchLink'>
}

/**
 * The sign-in or sign-up card of a product site (docs/behaviour.md §6: the screens exist, no account
 * behind them): the fields, checked in the visitor's language and posted to the configured address;
 * an "or" rule over one button per sign-in provider, in its brand's colour, a link to the provider's
 * address when configured and otherwise saying it is not connected; "Forgot password?"; and the
 * line that leads to the other form.
 */
export function AuthCard({ mode, action, header, providers = [], forgotUrl = '', classNames = {} }: AuthCardProps) {
  const { t } = useGlobal()
  const texts = useMarketingTexts()
  const [unconnected, setUnconnected] = useState('')
  const signUp = mode === 'signup'
  const title = signUp ? t.SIGN.SIGN_UP : t.SIGN.SIGN_IN
  const forgot = !signUp && safeUrl(forgotUrl)
  const { forgot: forgotClassName, divider, providers: providersClassName, provider: providerClassName, switch: switchClassName, switchLink, ...formClassNames } = classNames
  return (
    <MarketingForm
      label={title}
      action={action}
      submitLabel={title}
      fields={[
        ...(signUp ? [{ name: 'name', label: t.SIGN.NAME, required: true, autoComplete: 'name' }] : []),
        { name: 'email', label: t.SIGN.EMAIL, type: 'email' as const, required: true, autoComplete: 'email' },
        { name: 'password', label: t.SIGN.PASSWORD, type: 'password' as const, required: true, minLength: signUp ? 8 : undefined, autoComplete: signUp ? 'new-password' : 'current-password' }
      ]}
      header={header}
      footer={
        <>
          {providers.length > 0 && (
            <>
              <p className={cx('my-6 flex items-center gap-3 before:h-px before:flex-1 before:bg-current before:opacity-20 after:h-px after:flex-1 after:bg-current after:opacity-20', divider)}>{texts.OR}</p>
              <ul className={cx('flex flex-wrap gap-3', providersClassName)}>
                {providers.map((provider) => {
                  const name = texts.WITH_PROVIDER.replace('{name}', provider.name)
                  const href = safeUrl(provider.url)
                  const look = { className: cx('flex w-full items-center justify-center rounded-md px-3 py-3 text-sm font-medium', providerClassName), style: { backgroundColor: provider.colour, color: provider.textColour || '#ffffff' } }
                  return (
                    <li key={provider.name} className="min-w-[6rem] flex-1">
                      {href ? (
                        <a href={href} aria-label={name} {...look}>
                          {provider.name}
                        </a>
                      ) : (
                        <button type="button" aria-label={name} onClick={() => setUnconnected(texts.NOT_CONNECTED)} {...look}>
                          {provider.name}
                        </button>
                      )}
                    </li>
                  )
                })}
              </ul>
              <p aria-live="polite" className={unconnected ? 'mt-3 text-center text-sm' : 'sr-only'}>
                {unconnected}
              </p>
            </>
          )}
          {forgot && (
            <SiteLink href={forgot} className={cx('mt-6 block text-center', forgotClassName)}>
              {texts.FORGOT_PASSWORD}
            </SiteLink>
          )}
          <p className={cx('mt-4 text-center', switchClassName)}>
            {signUp ? t.SIGN.HAVE_ACCOUNT : t.SIGN.NO_ACCOUNT}{' '}
            <SiteLink href={signUp ? '/signin' : '/signup'} className={cx('font-medium hover:underline', switchLink)}>
              {signUp ? t.SIGN.SIGN_IN : t.SIGN.SIGN_UP}
            </SiteLink>
          </p>
        </>
      }
      classNames={formClassNames}
    />
  )
}
