import type { NextRequest, NextResponse } from 'next/server'
import { siteIsHttps } from '@/lib/site-url'

export const DEVICE_ID_COOKIE = '_device_id' // spec 001 §9
export const DEVICE_ID_MAX_AGE_S = 365 * 24 * 60 * 60 // 365 days, spec 001 §9

/**
 * Gives a new visitor a device id (a random UUID) that lasts a year; an existing one is kept.
 * Only the server reads it: scripts cannot (HttpOnly).
 */
export function ensureDeviceId(request: NextRequest, response: NextResponse): void {
  if (request.cookies.get(DEVICE_ID_COOKIE)?.value) return
  response.cookies.set(DEVICE_ID_COOKIE, crypto.randomUUID(), {
    maxAge: DEVICE_ID_MAX_AGE_S,
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: siteIsHttps(),
  })
}
