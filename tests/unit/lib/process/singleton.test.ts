import { describe, expect, it, vi } from 'vitest'
import { processSingleton } from '@/lib/process/singleton'

const unique = () => `test.${Math.random().toString(36).slice(2)}`

describe('processSingleton', () => {
  it('makes the instance once per name and hands the same one to every caller', () => {
    const name = unique()
    const create = vi.fn(() => ({ made: true }))
    const first = processSingleton(name, create)
    expect(processSingleton(name, () => ({ made: false }))).toBe(first)
    expect(create).toHaveBeenCalledTimes(1)
    expect(processSingleton(unique(), create)).not.toBe(first)
  })

  it('is shared through globalThis, so a second copy of the module finds it', () => {
    const name = unique()
    const instance = processSingleton(name, () => new Map())
    expect((globalThis as Record<symbol, unknown>)[Symbol.for(`wayfarer.${name}`)]).toBe(instance)
  })

  it('keeps nothing when making fails: the next call tries again', () => {
    const name = unique()
    expect(() =>
      processSingleton(name, () => {
        throw new Error('not now')
      }),
    ).toThrow('not now')
    expect(processSingleton(name, () => 'made')).toBe('made')
  })
})
