'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useEffectEvent, useState } from 'react'
import { editionForLocale } from '@/editions/editions'
import { Dialog } from '@/lib/react/Dialog.client'
import { CodeBox, type Countdown } from './CodeBox.client'
import { useSession } from './session-store'
import { settleSignIn, useSignInRequest, type SignInPurpose, type SignInRequest } from './sign-in-request'
import { dialogStepName, type DialogStep } from './dialog-steps'
import { checkEmail, completeProviderSignIn, completeSignIn, sendCode, SIGN_IN_PARAM, typedEmail, type Consent } from './sign-in-steps'
import { ConsentForm, EmailForm } from './SignInForms.client'

type Step = DialogStep

/** The dialog's title, and what it says before the e-mail, for what the visitor was doing. */
const PURPOSE_TEXTS = {
  'sign-in': { title: 'title', intro: null },
  wishlist: { title: 'wishlistTitle', intro: 'wishlistIntro' },
  'group-info': { title: 'groupInfoTitle', intro: 'groupInfoIntro' },
  booking: { title: 'bookingTitle', intro: 'bookingIntro' },
} as const satisfies Record<SignInPurpose, { title: string; intro: string | null }>

/** The identity provider's request this page was opened for (`?sign-in={uid}`), if any. */
function providerRequest(): string | null {
  return new URLSearchParams(window.location.search).get(SIGN_IN_PARAM)
}

/** The address without `?sign-in=`, once its dialog is done with. */
function forgetProviderRequest() {
  const url = new URL(window.location.href)
  url.searchParams.delete(SIGN_IN_PARAM)
  window.history.replaceState(window.history.state, '', url)
}

/**
 * The sign-in dialog: the e-mail; for a new one, why it is used and the consent; then the code
 * mailed to it. Opened by the identity provider's sign-in (`?sign-in={uid}`: the provider then
 * continues as the customer), or by a feature asking for a known customer's sign-in
 * (`requestSignIn`): it opens at the code step for that e-mail, signs in here and tells the asker
 * whether it ended signed in. Escape or the close button closes it and focus goes back to where
 * it was.
 */
export function SignInDialog() {
  const t = useTranslations('account')
  const edition = editionForLocale(useLocale())!
  // The island loads in the browser only: the address is there to read when it first renders.
  const [interaction, setInteraction] = useState<string | null>(providerRequest)
  const [open, setOpen] = useState(interaction !== null)
  const [step, setStep] = useState<Step>('email')
  const [purpose, setPurpose] = useState<SignInPurpose>('sign-in')
  const [isNew, setIsNew] = useState(false)
  const [email, setEmail] = useState('')
  const [consent, setConsent] = useState<Consent | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | null>(null)
  const [countdown, setCountdown] = useState<Countdown>({ seconds: 0, startedAt: 0 })

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
    } catch {
      setError(t('tryLater'))
    } finally {
      setBusy(false)
    }
  }

  const askForCode = (address: string, given: Consent | null) =>
    run(async () => {
      const answer = await sendCode(edition, address, given)
      if (answer === 'invalid-email') {
        setStep('email')
        setError(t('wrongEmail'))
        return
      }
      setCountdown({ seconds: answer, startedAt: Date.now() })
      setStep('code')
    })

  // The island that asks mounts with this dialog (both at the first idle moment): a request comes while it listens.
  const openForRequest = useEffectEvent(({ email: address, consent: given, purpose: asked }: SignInRequest) => {
    setPurpose(asked)
    setEmail(address ?? '')
    setConsent(given)
    setError(null)
    setOpen(true)
    setStep('email')
    if (address) void askForCode(address, given)
  })
  useEffect(
    () =>
      useSignInRequest.subscribe((state, previous) => {
        if (state.request && state.request !== previous.request) openForRequest(state.request)
      }),
    [],
  )

  const submitEmail = (text: string) => {
    const address = typedEmail(text)
    setError(address ? null : t('wrongEmail'))
    if (!address) return
    setEmail(address)
    return run(async () => {
      const known = (await checkEmail(address)) === 'known'
      setIsNew(!known)
      if (!known) return setStep('consent')
      await askForCode(address, null)
    })
  }

  const submitCode = (code: string) =>
    run(async () => {
      if (interaction) {
        const outcome = await completeProviderSignIn(interaction, email, code)
        if (outcome === 'wrong-code') return setCodeError(t('wrongOtp'))
        if (outcome === 'expired') return setError(t('expired'))
        return window.location.assign(outcome.redirectTo)
      }
      if ((await completeSignIn(email, code)) === 'wrong-code') return setCodeError(t('wrongOtp'))
      await useSession.getState().load()
      settleSignIn(true)
      close()
    })

  const clearCodeError = useCallback(() => setCodeError(null), [])

  /** Closed by the visitor or once signed in: the next opening starts afresh, and an asker still waiting hears it ended signed out. */
  const close = () => {
    setOpen(false)
    setStep('email')
    setPurpose('sign-in')
    setError(null)
    setCodeError(null)
    if (interaction) forgetProviderRequest()
    setInteraction(null)
    if (useSignInRequest.getState().request) settleSignIn(false)
  }

  return (
    <Dialog
      open={open}
      onDismiss={close}
      // The step's field takes the focus.
      initialFocus="input"
      // Opened by the address, or signed in (the login entry has given its place to the customer's menu): the header's user area.
      fallbackFocus={() =>
        [...document.querySelectorAll<HTMLElement>('.user-area__summary, .user-area__login')].find((element) =>
          element.checkVisibility(),
        ) ?? null
      }
      className="sign-in"
      data-purpose={purpose}
      data-step={dialogStepName(step, isNew)}
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
          {step === 'email' && <EmailForm email={email} error={error} busy={busy} onSubmit={submitEmail} />}
          {step === 'consent' && (
            <ConsentForm
              busy={busy}
              onSubmit={(given) => {
                setConsent(given)
                return askForCode(email, given)
              }}
            />
          )}
          {step === 'code' && (
            <>
              <p className="sign-in__sent">{t('sentTo', { email })}</p>
              <CodeBox
                countdown={countdown}
                error={codeError}
                onCode={submitCode}
                onClearError={clearCodeError}
                onResend={() => askForCode(email, consent)}
              />
              <button type="button" className="sign-in__back" onClick={() => setStep('email')}>
                {t('changeEmail')}
              </button>
            </>
          )}
          {step !== 'email' && error && (
            <p className="sign-in__error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </Dialog>
  )
}
