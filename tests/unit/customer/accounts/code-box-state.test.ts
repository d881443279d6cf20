import { describe, expect, it } from 'vitest'
import { codeBoxReducer, completeCode, emptyCodeBox, type CodeBoxState } from '@/customer/accounts/code-box-state'

const typeAll = (text: string, state: CodeBoxState = emptyCodeBox()) =>
  [...text].reduce((current, character) => codeBoxReducer(current, { type: 'input', index: current.focus, text: character }), state)

describe('the code box', () => {
  it('has six empty boxes, the first focused, and nothing to send', () => {
    const state = emptyCodeBox()
    expect(state.digits).toEqual(['', '', '', '', '', ''])
    expect(state.focus).toBe(0)
    expect(completeCode(state)).toBeNull()
  })

  it('moves forward as digits are typed and is complete with the sixth', () => {
    const five = typeAll('12345')
    expect(five.focus).toBe(5)
    expect(completeCode(five)).toBeNull()
    const six = typeAll('6', five)
    expect(completeCode(six)).toBe('123456')
    expect(six.focus).toBe(5)
  })

  it('drops anything but digits and stays on the box', () => {
    const state = codeBoxReducer(emptyCodeBox(), { type: 'input', index: 0, text: 'a' })
    expect(state.digits[0]).toBe('')
    expect(state.focus).toBe(0)
  })

  it('fills from the box a paste lands in, ignoring separators and what does not fit', () => {
    const whole = codeBoxReducer(emptyCodeBox(), { type: 'input', index: 0, text: ' 123-456 ' })
    expect(completeCode(whole)).toBe('123456')
    const fromThird = codeBoxReducer(typeAll('98'), { type: 'input', index: 2, text: '7654321' })
    expect(fromThird.digits).toEqual(['9', '8', '7', '6', '5', '4'])
    expect(fromThird.focus).toBe(5)
  })

  it('replaces the digit of a filled box', () => {
    const state = codeBoxReducer(typeAll('123456'), { type: 'input', index: 1, text: '9' })
    expect(completeCode(state)).toBe('193456')
    expect(state.focus).toBe(2)
  })

  it('clears the box on Backspace and moves back, never before the first', () => {
    const cleared = codeBoxReducer(typeAll('123'), { type: 'backspace', index: 2 })
    expect(cleared.digits).toEqual(['1', '2', '', '', '', ''])
    expect(cleared.focus).toBe(1)
    const first = codeBoxReducer(cleared, { type: 'backspace', index: 0 })
    expect(first.digits[0]).toBe('')
    expect(first.focus).toBe(0)
  })

  it('empties every box on reset', () => {
    expect(codeBoxReducer(typeAll('123456'), { type: 'reset' })).toEqual(emptyCodeBox())
  })
})
