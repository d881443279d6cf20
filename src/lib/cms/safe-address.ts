import { safeUrl } from '../text/safe-url'
import { ruleOnEverySave } from './save-rule'

export const SAFE_ADDRESS_MESSAGE = 'Use an address starting with https://, http://, mailto:, tel:, / or #.'

/**
 * An address an editor types (a link, a button's target) is empty or safe (`safeUrl`) on every
 * save, drafts and autosaves included: API clients get it as stored, not through the site's renderer.
 */
export const safeAddressOnEverySave = ruleOnEverySave((value) =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && safeUrl(value) !== undefined)
    ? true
    : SAFE_ADDRESS_MESSAGE,
)
