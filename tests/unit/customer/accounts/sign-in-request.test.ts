import { beforeEach, describe, expect, it } from 'vitest'
import { requestSignIn, settleSignIn, useSignInRequest } from '@/customer/accounts/sign-in-request'

describe('asking the sign-in dialog for a known customer', () => {
  beforeEach(() => useSignInRequest.setState({ request: null }))

  it('holds the e-mail until the dialog settles it, then resolves with the outcome', async () => {
    const signedIn = requestSignIn('ada@example.com')
    expect(useSignInRequest.getState().request?.email).toBe('ada@example.com')
    settleSignIn(true)
    expect(await signedIn).toBe(true)
    expect(useSignInRequest.getState().request).toBeNull()
  })

  it('ends an older request as not signed in when a newer one comes', async () => {
    const older = requestSignIn('a@example.com')
    const newer = requestSignIn('b@example.com')
    expect(await older).toBe(false)
    expect(useSignInRequest.getState().request?.email).toBe('b@example.com')
    settleSignIn(false)
    expect(await newer).toBe(false)
  })
})
