import { readCookie, writeCookie } from '@/lib/dom/cookies'

export const DEVICE_ID_COOKIE = '_device_id' // spec 001 §9
export const DEVICE_ID_MAX_AGE_S = 365 * 24 * 60 * 60 // 365 days, spec 001 §9

/**
 * Gives a new visitor a device id (a random UUID) that lasts a year; an existing one is kept.
 * Set in the browser: page responses are cached HTML and carry no cookie.
 */
export function ensureDeviceId(): void {
  if (!readCookie(DEVICE_ID_COOKIE)) writeCookie(DEVICE_ID_COOKIE, crypto.randomUUID(), DEVICE_ID_MAX_AGE_S)
}
