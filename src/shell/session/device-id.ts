import { readCookie, writeCookie } from '@/lib/dom/cookies'

export const DEVICE_ID_COOKIE = '_device_id'
export const DEVICE_ID_MAX_AGE_S = 365 * 24 * 60 * 60 // 365 days

/**
 * Gives a new visitor a device id (a random UUID) that lasts a year; an existing one is kept.
 * Set in the browser: page responses are cached HTML and carry no cookie.
 */
export function ensureDeviceId(): void {
  if (!readCookie(DEVICE_ID_COOKIE)) writeCookie(DEVICE_ID_COOKIE, crypto.randomUUID(), DEVICE_ID_MAX_AGE_S)
}
