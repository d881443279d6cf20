import type Provider from 'oidc-provider'
import type { Interaction, InteractionResults } from 'oidc-provider'
import { ApiError } from '@/lib/http/api-error'

/** The interaction a sign-in page was sent to finish, or 404 when it is unknown or has expired. */
export async function pendingInteraction(provider: Provider, uid: string): Promise<Interaction> {
  const interaction = /^[\w-]{1,64}$/.test(uid) ? await provider.Interaction.find(uid) : undefined
  if (!interaction) throw new ApiError('NOT_FOUND', 'This sign-in has expired; start again.', {}, 404)
  return interaction
}

/**
 * Records the interaction's outcome and gives the provider's address to resume at. The site is
 * the provider's own first-party client: its consent is given with the login, for the scopes it
 * asked (offline access included), and never shown as a separate screen.
 */
async function finish(provider: Provider, interaction: Interaction, accountId: string): Promise<string> {
  const clientId = String(interaction.params.client_id)
  const grant = new provider.Grant({ accountId, clientId })
  grant.addOIDCScope(String(interaction.params.scope ?? 'openid'))
  const result: InteractionResults = { login: { accountId }, consent: { grantId: await grant.save() } }
  interaction.result = result
  await interaction.save(Math.max(interaction.exp - Math.floor(Date.now() / 1000), 1))
  return interaction.returnTo
}

/** The customer proved their e-mail (one-time code): the interaction continues as them. */
export async function finishLogin(provider: Provider, uid: string, customerId: number): Promise<string> {
  return finish(provider, await pendingInteraction(provider, uid), String(customerId))
}

/** Already signed in at the provider, only consent is asked: given at once, no page shown. Else null. */
export async function finishConsentOnly(provider: Provider, uid: string): Promise<string | null> {
  const interaction = await pendingInteraction(provider, uid)
  const accountId = interaction.session?.accountId
  if (interaction.prompt.name !== 'consent' || !accountId) return null
  return finish(provider, interaction, accountId)
}
