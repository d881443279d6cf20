import { describe, expect, it } from 'vitest'
import { dialogStepName } from '@/features/accounts/dialog-steps'

describe('the wishlist modal’s steps', () => {
  it('go e-mail, then the reason and consent, then the code for a new e-mail', () => {
    expect(['email', 'consent', 'code'].map((step) => dialogStepName(step as 'email', true))).toEqual([
      'step-1',
      'step-2-new-user',
      'step-3',
    ])
  })

  it('go e-mail, then the code for a customer’s e-mail', () => {
    expect([dialogStepName('email', false), dialogStepName('code', false)]).toEqual(['step-1', 'step-2-existing-user'])
  })
})
