export type DialogStep = 'email' | 'consent' | 'code'

/**
 * The sign-in (and wishlist) modal's steps as the product names them: step 1 the e-mail; step 2
 * the reason and the consent for a new e-mail, or the code for a customer's; step 3 a new
 * e-mail's code.
 */
export type DialogStepName = 'step-1' | 'step-2-new-user' | 'step-2-existing-user' | 'step-3'

export function dialogStepName(step: DialogStep, isNewEmail: boolean): DialogStepName {
  if (step === 'email') return 'step-1'
  if (step === 'consent') return 'step-2-new-user'
  return isNewEmail ? 'step-3' : 'step-2-existing-user'
}
