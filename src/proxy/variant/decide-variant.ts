import type { PageVariant } from '@/editions/page-variant'
import { initialCurrency } from '@/features/currency/initial-currency'
import { geolocate } from '@/features/geolocation/geolocation'
import { showTalkToUs, type TalkToUsFlag } from '@/shell/header/talk-to-us'
import type { ShellData } from '@/shell/data/types'
import type { Edition } from '@/editions/edition'

/** The few CMS facts a variant depends on, for one edition. */
export type VariantInputs = {
  edition: Edition
  editions: readonly Edition[]
  /** Contact blocks offered in the talk-to-us modal. */
  talkToUsBlocks: number
}

export function variantInputs(shellData: ShellData): VariantInputs {
  return {
    edition: shellData.edition,
    editions: shellData.editions,
    talkToUsBlocks: shellData.contacts.filter((block) => block.showTalkToUs && block.actions.length > 0).length,
  }
}

/**
 * The variant of one request (the initial currency, the talk-to-us visibility): currency from the
 * cookie, else the geolocation's, each only if the edition offers it, else the edition's; the
 * local currency and the talk-to-us rule from the visitor's country (CDN header; without one,
 * the edition's own country). `talkToUsFlag` gives the flag's value for a visitor of a country:
 * the experiment engine's `talk-to-us` flag.
 */
export function decideVariant(
  inputs: VariantInputs,
  request: { currencyCookie: string | null | undefined; headers: Headers; eventsArea: boolean },
  talkToUsFlag: (country: string) => TalkToUsFlag = () => null,
): PageVariant {
  const geolocation = geolocate(request.headers, inputs.edition, inputs.editions)
  return {
    currency: initialCurrency(inputs.edition, request.currencyCookie, geolocation.currency),
    localCurrency: geolocation.currency,
    talkToUs: showTalkToUs(inputs.talkToUsBlocks, geolocation.country, talkToUsFlag(geolocation.country)),
    eventsArea: request.eventsArea,
  }
}
