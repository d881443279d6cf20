import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { GET } from '@/app/(site)/api/v1/[...path]/route'
import { checkDeclaredAnswer } from './site-call'
import { quiet, testCms } from './test-cms'

// The tags of every cached read the call makes, and the tags the CMS's saves expire (no Next server here).
const readTags = vi.hoisted(() => new Set<string>())
const expiredTags = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T, _key: unknown, options?: { tags?: string[] }) => {
    options?.tags?.forEach((tag) => readTags.add(tag))
    return read
  },
}))
vi.mock('@/lib/cache/revalidate', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cache/revalidate')>()),
  expireTagsOnCommit: async (_request: unknown, tags: readonly string[]) => void expiredTags.push(...tags),
}))

/** `GET /api/v1/layouts/modals` through the site API's route module, as the server mounts it. */
async function call(query: string, headers: Record<string, string> = {}) {
  const response = await GET(
    new NextRequest(`http://localhost/api/v1/layouts/modals?${query}`, {
      headers: { 'x-wayfarer-socket-address': '10.7.0.1', ...headers },
    }),
    { params: Promise.resolve({}) },
  )
  const body = response.status === 304 ? null : await response.json()
  if (response.ok) checkDeclaredAnswer('GET', 'layouts/modals', body)
  return { status: response.status, headers: response.headers, body }
}

const tel = (phone: string) => ({ kind: 'url', url: `tel:+${phone}`, newTab: false })

describe('GET /api/v1/layouts/modals: what the shell’s modals show', () => {
  let payload: Payload
  let germanSettings: number | string

  beforeAll(async () => {
    payload = await testCms()
    await payload.updateGlobal({
      slug: 'contacts',
      locale: 'it',
      context: quiet,
      data: {
        _status: 'published',
        blocks: [
          {
            title: 'Parla con noi',
            description: 'Consulenti di viaggio',
            showTalkToUs: true,
            callToActionList: [{ label: 'Chiamaci', icon: 'phone', hours: 'Lun–Ven', link: tel('390200000001') }],
          },
          {
            title: 'Solo nella pagina contatti',
            showTalkToUs: false,
            callToActionList: [{ label: 'Chiama', icon: 'phone', link: tel('390200000002') }],
          },
          { title: 'Senza azioni', showTalkToUs: true, callToActionList: [] },
        ],
      } as never,
    })
    const german = await payload.create({
      collection: 'editions',
      context: quiet,
      data: {
        code: 'de',
        label: 'Deutschland',
        countryCode: 'DE',
        icon: 'de',
        language: 'de',
        languageLabel: 'Deutsch',
        englishLanguageLabel: 'German',
        currency: 'EUR',
        currencies: ['EUR'],
        weekStartsOn: '1',
        communityMessage: 'Reisen in Gruppen',
        domain: 'reisen.example.de',
      } as never,
    })
    germanSettings = german.id
  })

  afterAll(async () => {
    await payload.delete({ collection: 'editions', id: germanSettings, context: quiet })
  })

  it('lists every edition but the US, the call’s first, each with its home; another edition’s own host is named', async () => {
    const { status, body } = await call('edition=it')
    expect(status).toBe(200)
    const countries = body.data.countries as Array<Record<string, unknown>>
    expect(countries.map((entry) => entry.code)).toEqual(['it', 'es', 'fr', 'de', 'en', 'intl'])
    expect(countries[0]).toMatchObject({ isCurrent: true, home: '/it', origin: null, label: 'Italiano', country: 'IT', icon: 'it' })
    expect(countries.find((entry) => entry.code === 'de')).toMatchObject({
      isCurrent: false,
      label: 'Deutsch',
      description: 'Reisen in Gruppen',
      home: '/de',
      origin: 'http://reisen.example.de',
    })
    // From the German edition, its own entry stays on the site it is called on.
    const german = await call('edition=de')
    expect(german.body.data.countries[0]).toMatchObject({ code: 'de', isCurrent: true, origin: null })
  })

  it('gives the talk-to-us blocks that have a call to action, and the app’s links', async () => {
    const { body } = await call('edition=it')
    expect(body.data.contacts).toEqual([
      {
        id: expect.any(String),
        title: 'Parla con noi',
        description: 'Consulenti di viaggio',
        actions: [{ id: expect.any(String), label: 'Chiamaci', icon: 'phone', hours: 'Lun–Ven', href: 'tel:+390200000001', newTab: false }],
      },
    ])
    expect(body.data.app).toEqual({
      qrCodeUrl: '/app-qr.svg',
      appStoreUrl: expect.stringMatching(/^https:/),
      googlePlayUrl: expect.stringMatching(/^https:/),
    })
  })

  it('shows a contacts edit with the next call: what it reads is cached under the tag a contacts or edition save expires', async () => {
    readTags.clear()
    await call('edition=it')
    expect([...readTags]).toContain('layout')
    expiredTags.length = 0
    await payload.updateGlobal({
      slug: 'contacts',
      locale: 'it',
      data: {
        _status: 'published',
        blocks: [
          {
            title: 'Nuovo numero',
            showTalkToUs: true,
            callToActionList: [{ label: 'Chiamaci', icon: 'phone', link: tel('390200000003') }],
          },
        ],
      } as never,
    })
    expect(expiredTags).toContain('layout')
    const { body } = await call('edition=it')
    expect(body.data.contacts.map((block: { title: string }) => block.title)).toEqual(['Nuovo numero'])
    expect(body.data.contacts[0].actions[0].href).toBe('tel:+390200000003')
  })

  it('is the same for everyone: shared caches may keep it as a page, and a current copy gets 304', async () => {
    const first = await call('edition=it')
    expect(first.headers.get('cache-control')).toBe('public, s-maxage=30, stale-while-revalidate=30')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await call('edition=it', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    // Another edition's answer is another copy.
    expect((await call('edition=es', { 'if-none-match': etag })).status).toBe(200)
  })

  it('answers the host’s edition without `edition`, and refuses an unknown one with the validation envelope', async () => {
    expect((await call('')).body.data.countries[0].code).toBe('it')
    const { status, headers, body } = await call('edition=xx')
    expect(status).toBe(400)
    expect(body.key).toBe('VALIDATION_ERROR')
    expect(headers.get('cache-control')).toBe('private, no-store')
  })

  it('expires with an edition’s settings too', async () => {
    expiredTags.length = 0
    await payload.update({ collection: 'editions', id: germanSettings, data: { communityMessage: 'Gemeinsam reisen' } as never })
    expect(expiredTags).toContain('layout')
    expect((await call('edition=it')).body.data.countries.find((entry: { code: string }) => entry.code === 'de').description).toBe(
      'Gemeinsam reisen',
    )
  })
})
