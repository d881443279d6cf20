/** The visitor's chosen edition (its locale tag), kept a year: where a bare `/` leads (read by the proxy). */
export const EDITION_COOKIE = 'edition'
export const EDITION_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60
