'use client'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { editionForLocale } from '@/editions/editions'
import { OPEN_SIGN_IN_EVENT } from '@/features/header/LoginTrigger.client'
import { CodeBox, type Countdown } from './CodeBox.client'
import { useSession } from './session-store'
import { settleSignIn, useSignInRequest } from './sign-in-request'
import { checkEmail, completeSignIn, sendCode, typedEmail, type Consent } from './sign-in-steps'
import { ConsentForm, EmailForm } from './SignInForms.client'

type Step = 'email' | 'consent' | 'code'

/**
 * The sign-in dialog, opened by the header's login entry: the e-mail; for a new one, why it is
 * used and the consent; then the code mailed to it. Signed in, it closes and the header shows the
 * customer. Escape or the close button closes it and focus goes back to the login entry.
 * Another feature may ask for a known customer's sign-in (`requestSignIn`): the dialog opens
 * at the code step for that e-mail and tells the asker whether it ended signed in.
 */
export function SignInDialog() {
  const t = useTranslations('account')
  const edition = editionForLocale(useLocale())!
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)
  const [step, setStep] = useState<Step>('email')
  const [email, setEmail] = useState('')
  const [consent, setConsent] = useState<Consent | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [codeError, setCodeError] = useState<string | null>(null)
  const [countdown, setCountdown] = useState<Countdown>({ seconds: 0, startedAt: 0 })

  useEffect(() => {
    const onOpen = (event: Event) => {
      event.preventDefault()
      opener.current = document.activeElement as HTMLElement | null
      setOpen(true)
    }
    window.addEventListener(OPEN_SIGN_IN_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_SIGN_IN_EVENT, onOpen)
  }, [])

  useEffect(() => {
    const element = dialog.current
    if (open && element && !element.open) element.showModal()
    if (!open && element?.open) element.close()
  }, [open])

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
  const openForRequest = useEffectEvent((address: string) => {
    opener.current = document.activeElement as HTMLElement | null
    setEmail(address)
    setError(null)
    setOpen(true)
    void askForCode(address, null)
  })
  useEffect(
    () =>
      useSignInRequest.subscribe((state, previous) => {
        if (state.request && state.request !== previous.request) openForRequest(state.request.email)
      }),
    [],
  )

  const submitEmail = (text: string) => {
    const address = typedEmail(text)
    setError(address ? null : t('wrongEmail'))
    if (!address) return
    setEmail(address)
    return run(async () => {
      if ((await checkEmail(address)) === 'new') return setStep('consent')
      await askForCode(address, null)
    })
  }

  const submitCode = (code: string) =>
    run(async () => {
      if ((await completeSignIn(email, code)) === 'wrong-code') return setCodeError(t('wrongOtp'))
      await useSession.getState().load()
      settleSignIn(true)
      setOpen(false)
    })

  const clearCodeError = useCallback(() => setCodeError(null), [])

  return (
    <dialog
      ref={dialog}
      className="sign-in"
      aria-labelledby="sign-in-title"
      onClose={() => {
        setOpen(false)
        setStep('email')
        setError(null)
        setCodeError(null)
        if (useSignInRequest.getState().request) settleSignIn(false)
        // Signed in, the login entry has given its place to the customer's menu.
        const back = opener.current?.checkVisibility() ? opener.current : document.querySelector<HTMLElement>('.user-area__summary')
        back?.focus()
      }}
    >
      {open && (
        <div className="sign-in__inner">
          <div className="sign-in__top">
            <h2 id="sign-in-title" className="sign-in__title">
              {t('title')}
            </h2>
            <button type="button" className="sign-in__close" aria-label={t('close')} onClick={() => setOpen(false)}>
              ×
            </button>
          </div>
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
    </dialog>
  )
}
