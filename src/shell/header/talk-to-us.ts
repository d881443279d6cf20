/** The talk-to-us feature flag: a country list and a header flag. */
export type TalkToUsFlag = { countries?: readonly string[]; header?: boolean } | null | undefined

/**
 * The talk-to-us button shows only when there are contact blocks and either the
 * flag is absent, the current country is not in its list, or its header flag is on.
 */
export function showTalkToUs(contactBlockCount: number, country: string, flag: TalkToUsFlag): boolean {
  if (contactBlockCount === 0) return false
  if (!flag) return true
  if (!(flag.countries ?? []).includes(country)) return true
  return Boolean(flag.header)
}
