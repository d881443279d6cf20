import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cmsRest } from '../support/cms-rest'
import { quiet, testCms } from './test-cms'

let payload: Payload
let accounts = 0

beforeAll(async () => {
  payload = await testCms()
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** A new backoffice account (never the first, which is made an admin). */
async function account() {
  const data = { email: `login.${Date.now()}.${++accounts}@example.com`, password: 'right-password-1' }
  await payload.create({ collection: 'users', data: { ...data, role: 'editor' }, context: quiet })
  return data
}

const login = (body: { email: string; password: string }, from: string) =>
  cmsRest('POST', '/api/users/login', { body, headers: { 'x-wayfarer-socket-address': from } })

/** The (iterations, key length) of every password hash computed during `call`. */
async function hashesDuring(call: () => Promise<unknown>): Promise<Array<[number, number]>> {
  const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
  await call()
  const hashes = pbkdf2.mock.calls.map((args) => [args[2], args[3]] as [number, number])
  pbkdf2.mockRestore()
  return hashes
}

describe('backoffice sign-in', () => {
  it('costs the same password hash for an unknown e-mail as for a wrong password', async () => {
    await account()
    const known = await account()
    const wrongPassword = await hashesDuring(() => login({ email: known.email, password: 'wrong-password-1' }, '10.20.0.1'))
    const unknownEmail = await hashesDuring(() =>
      login({ email: `nobody.${Date.now()}@example.com`, password: 'wrong-password-1' }, '10.20.0.2'),
    )
    expect(wrongPassword).toHaveLength(1)
    expect(unknownEmail).toEqual(wrongPassword)
  })

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const known = await account()
    const wrong = await login({ email: known.email, password: 'wrong-password-1' }, '10.20.1.1')
    const unknown = await login({ email: `nobody.${Date.now()}@example.com`, password: 'wrong-password-1' }, '10.20.1.1')
    expect([unknown.status, unknown.body]).toEqual([wrong.status, wrong.body])
  })

  it('limits guessing per account and address: ten failures from one address do not lock the account for another', async () => {
    const target = await account()
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login({ email: target.email, password: `guess-${attempt}-x` }, '10.20.2.1')).status).toBe(401)
    expect((await login({ email: target.email, password: 'guess-10-x' }, '10.20.2.1')).status).toBe(429)
    expect((await login({ email: target.email, password: target.password }, '10.20.2.1')).status).toBe(429)
    const elsewhere = await login(target, '10.20.2.2')
    expect(elsewhere.status).toBe(200)
    expect((elsewhere.body as { user: { email: string } }).user.email).toBe(target.email)
  })

  it('clears the failures of an account and address on a success', async () => {
    const target = await account()
    for (let attempt = 0; attempt < 9; attempt++) await login({ email: target.email, password: `guess-${attempt}-x` }, '10.20.3.1')
    expect((await login(target, '10.20.3.1')).status).toBe(200)
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login({ email: target.email, password: `again-${attempt}-x` }, '10.20.3.1')).status).toBe(401)
  })

  it('limits one address over all accounts', async () => {
    // The hashes are not what this test is about: each answers at once.
    vi.spyOn(crypto, 'pbkdf2').mockImplementation(((...args: unknown[]) =>
      (args.at(-1) as (error: null, key: Buffer) => void)(null, Buffer.alloc(32))) as unknown as typeof crypto.pbkdf2)
    const from = '10.20.4.1'
    const answers = []
    for (let attempt = 0; attempt < 101; attempt++)
      answers.push((await login({ email: `spray.${attempt}.${Date.now()}@example.com`, password: 'spray-password-1' }, from)).status)
    expect(answers.slice(0, 100).every((status) => status === 401)).toBe(true)
    expect(answers.at(-1)).toBe(429)
  })
})
