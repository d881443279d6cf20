import { CODE_LENGTH } from './code-rules'

/** The code is sent this long after the last box was filled: a correction in time sends only the corrected code. */
export const CODE_SUBMIT_DEBOUNCE_MS = 300

/** A countdown to the next code: a new object restarts it. */
export type Countdown = { seconds: number; startedAt: number }

/** The code box: one digit (or nothing) per box, and the box that has the focus. */
export type CodeBoxState = { digits: readonly string[]; focus: number }

export type CodeBoxAction = { type: 'input'; index: number; text: string } | { type: 'backspace'; index: number } | { type: 'reset' }

export function emptyCodeBox(length = CODE_LENGTH): CodeBoxState {
  return { digits: Array.from({ length }, () => ''), focus: 0 }
}

const onlyDigits = (text: string) => text.replace(/\D/g, '')

/**
 * Typing a digit fills the box and moves on; a paste (or the phone's autofill, several digits at
 * once) fills the boxes from the one it lands in; anything but digits is dropped. Backspace clears
 * the box and moves back.
 */
export function codeBoxReducer(state: CodeBoxState, action: CodeBoxAction): CodeBoxState {
  const length = state.digits.length
  switch (action.type) {
    case 'reset':
      return emptyCodeBox(length)
    case 'backspace': {
      const digits = state.digits.map((digit, index) => (index === action.index ? '' : digit))
      return { digits, focus: Math.max(0, action.index - 1) }
    }
    case 'input': {
      const typed = onlyDigits(action.text).slice(0, length - action.index)
      if (typed === '') return { digits: state.digits, focus: action.index }
      const digits = [...state.digits]
      for (let offset = 0; offset < typed.length; offset++) digits[action.index + offset] = typed.charAt(offset)
      return { digits, focus: Math.min(length - 1, action.index + typed.length) }
    }
  }
}

/** The code once every box holds a digit, else null (nothing to send yet). */
export function completeCode(state: CodeBoxState): string | null {
  return state.digits.every((digit) => digit !== '') ? state.digits.join('') : null
}
