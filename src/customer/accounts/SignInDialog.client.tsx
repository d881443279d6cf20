'use client'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import { useEdition } from '@/editions/EditionProvider.client'
import { Dialog } from '@/lib/react/Dialog.client'
import { CodeBox } from './CodeBox.client'
import { useSignInRequest, type SignInPurpose, type SignInRequest } from './sign-in-request'
import { visibleUserAreaEntry } from './user-area-entries'
import {
  closeDialog,
  giveConsent,
  openForRequest,
  providerRequest,
  resendCode,
  submitCode,
  submitEmail,
  type SignInFlow,
} from './sign-in-flow'
import { dialogStepName, signInStart, signInStep } from './sign-in-steps'
import { ConsentForm, EmailForm } from './SignInForms.client'

/** The dialog's title, and what it says before the e-mail, for what the visitor was doing. */
const PURPOSE_TEXTS = {
  'sign-in': { title: 'title', intro: null },
  wishlist: { title: 'wishlistTitle', intro: 'wishlistIntro' },
  'group-info': { title: 'groupInfoTitle', intro: 'groupInfoIntro' },
  booking: { title: 'bookingTitle', intro: 'bookingIntro' },
  event: { title: 'eventTitle', intro: 'eventIntro' },
} as const satisfies Record<SignInPurpose, { title: string; intro: string | null }>

/**
 * The sign-in dialog (its steps in `sign-in-steps`, their calls in `sign-in-flow`). Opened by the
 * identity provider's sign-in (`?sign-in={uid}`: the provider then continues as the customer), or
 * by a feature asking for a sign-in (`requestSignIn`, `requestSignInFor`), which hears whether it
 * ended signed in. Escape or the close button closes it and focus goes back to where it was.
 */
export function SignInDialog() {
  const t = useTranslations('account')
  const edition = useEdition().code
  // The island loads in the browser only: the address is there to read when it first renders.
  const [state, dispatch] = useReducer(signInStep, null, () => signInStart(providerRequest()))
  const flow = useMemo<SignInFlow>(() => ({ dispatch, edition }), [edition])
  const { open, step, purpose, email, busy, error } = state

  // The dialog mounts at the page's first idle moment; a feature's island can hydrate and ask
  // before that (on a tap, or once in view): a request already waiting is taken when it mounts,
  // each request once.
  const taken = useRef<SignInRequest | null>(null)
  useEffect(() => {
    const take = (request: SignInRequest | null) => {
      if (!request || request === taken.current) return
      taken.current = request
      openForRequest(flow, request)
    }
    take(useSignInRequest.getState().request)
    return useSignInRequest.subscribe((current) => take(current.request))
  }, [flow])
  const clearWrongCode = useCallback(() => dispatch({ type: 'code-edited' }), [])
  const close = () => closeDialog(flow, state)

  return (
    <Dialog
      open={open}
      onDismiss={close}
      // The step's field takes the focus.
      initialFocus="input"
      // Opened by the address, or signed in (the login entry has given its place to the customer's menu): the user area.
      fallbackFocus={visibleUserAreaEntry}
      className="sign-in"
      data-purpose={purpose}
      data-step={dialogStepName(state)}
      aria-labelledby="sign-in-title"
    >
      {open && (
        <div className="sign-in__inner">
          <div className="sign-in__top">
            <h2 id="sign-in-title" className="sign-in__title">
              {t(PURPOSE_TEXTS[purpose].title)}
            </h2>
            <button type="button" className="sign-in__close" aria-label={t('close')} onClick={close}>
              ×
            </button>
          </div>
          {step === 'email' && PURPOSE_TEXTS[purpose].intro && <p className="sign-in__sent">{t(PURPOSE_TEXTS[purpose].intro)}</p>}
          {step === 'email' && (
            <EmailForm email={email} error={error && t(error)} busy={busy} onSubmit={(text) => submitEmail(flow, text)} />
          )}
          {step === 'consent' && <ConsentForm busy={busy} onSubmit={(consent) => giveConsent(flow, email, consent)} />}
          {step === 'code' && (
            <>
              <p className="sign-in__sent">{t('sentTo', { email })}</p>
              <CodeBox
                countdown={state.countdown}
                error={state.wrongCode ? t('wrongOtp') : null}
                onCode={(code) => submitCode(flow, state, code)}
                onClearError={clearWrongCode}
                onResend={() => resendCode(flow, state)}
              />
              <button type="button" className="sign-in__back" onClick={() => dispatch({ type: 'change-email' })}>
                {t('changeEmail')}
              </button>
            </>
          )}
          {step !== 'email' && error && (
            <p className="sign-in__error" role="alert">
              {t(error)}
            </p>
          )}
        </div>
      )}
    </Dialog>
  )
}
