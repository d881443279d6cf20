'use client'
import { useTranslations } from 'next-intl'
import { useEffect, useReducer, useRef, useState } from 'react'
import { CODE_SUBMIT_DEBOUNCE_MS, codeBoxReducer, completeCode, emptyCodeBox, type Countdown } from './code-box-state'

type CodeBoxProps = {
  countdown: Countdown
  error: string | null
  onCode: (code: string) => void
  /** A digit changed, or the countdown ended: the error text goes. */
  onClearError: () => void
  onResend: () => void
}

const secondsLeft = (countdown: Countdown, now: number) =>
  Math.min(countdown.seconds, Math.max(0, countdown.seconds - Math.floor((now - countdown.startedAt) / 1000)))

/**
 * The one-time-code box: six one-digit inputs (digits only; typing moves on, a paste fills from
 * the box it lands in, Backspace clears and moves back), sent once all are full and left alone
 * for 300 ms; under it the countdown to a new code, then the button that asks for one.
 */
export function CodeBox({ countdown, error, onCode, onClearError, onResend }: CodeBoxProps) {
  const t = useTranslations('account')
  const [state, dispatch] = useReducer(codeBoxReducer, undefined, () => emptyCodeBox())
  const inputs = useRef<Array<HTMLInputElement | null>>([])
  const [now, setNow] = useState(() => Date.now())
  const left = secondsLeft(countdown, now)

  useEffect(() => {
    const timer = setInterval(() => {
      const time = Date.now()
      setNow(time)
      if (secondsLeft(countdown, time) > 0) return
      clearInterval(timer)
      onClearError()
    }, 1000)
    return () => clearInterval(timer)
  }, [countdown, onClearError])

  useEffect(() => {
    inputs.current[state.focus]?.focus()
  }, [state])

  const code = completeCode(state)
  useEffect(() => {
    if (!code) return
    const timer = setTimeout(() => onCode(code), CODE_SUBMIT_DEBOUNCE_MS)
    return () => clearTimeout(timer)
    // Only a new code is sent: the parent re-rendering with a new callback is not a reason to send again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code])

  const input = (index: number, text: string) => {
    onClearError()
    dispatch({ type: 'input', index, text })
  }

  return (
    <div className="code-box">
      <div className="code-box__digits" role="group" aria-label={t('codeLabel')}>
        {state.digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element
            }}
            className="code-box__digit"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('digit', { number: index + 1, count: state.digits.length })}
            aria-invalid={error ? true : undefined}
            value={digit}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => {
              const value = event.currentTarget.value
              // Typed next to the digit already there: keep only the new one.
              input(index, digit && value.length === 2 ? value.replace(digit, '') : value)
            }}
            onPaste={(event) => {
              event.preventDefault()
              input(index, event.clipboardData.getData('text'))
            }}
            onKeyDown={(event) => {
              // A digit typed over the same digit changes nothing the input would report: take it here.
              if (/^\d$/.test(event.key)) {
                event.preventDefault()
                input(index, event.key)
              }
              if (event.key !== 'Backspace') return
              event.preventDefault()
              onClearError()
              dispatch({ type: 'backspace', index })
            }}
          />
        ))}
      </div>
      {error && (
        <p className="code-box__error" role="alert">
          {error}
        </p>
      )}
      {left > 0 ? (
        <p className="code-box__countdown">{t('resendIn', { seconds: left })}</p>
      ) : (
        <button
          type="button"
          className="code-box__resend"
          onClick={() => {
            dispatch({ type: 'reset' })
            onResend()
          }}
        >
          {t('resend')}
        </button>
      )}
    </div>
  )
}
