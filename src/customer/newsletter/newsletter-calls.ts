import type { EditionCode } from '@/editions/editions'
import { requestSignIn } from '@/customer/accounts/sign-in-request'
import { checkEmail } from '@/customer/accounts/sign-in-calls'
import { useSession } from '@/customer/accounts/session-store'
import { postSiteApi } from '@/lib/query/site-api-call'
import type { NewsletterCalls } from './newsletter-submission'

/** The browser's newsletter calls; a subscription reloads the customer (their newsletter flag changed). */
export function newsletterCalls(edition: EditionCode): NewsletterCalls {
  return {
    checkEmail,
    register: (email) => postSiteApi(`/newsletter/register?edition=${edition}`, { email }),
    subscribe: async () => {
      await postSiteApi('/newsletter/subscribe', {})
      await useSession.getState().load()
    },
    signIn: requestSignIn,
  }
}
