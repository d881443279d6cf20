import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setAlert } from '@/customer/alerts/customer-alerts'
import { startMailCatcher } from '../support/mail-catcher'
import { priced, testTour, testTravel } from './catalog-fixtures'
import { testDestination } from './test-destination'
import { testCms, uniqueSlug } from './test-cms'

let payload: Payload
let catcher: Awaited<ReturnType<typeof startMailCatcher>>

beforeAll(async () => {
  // This file's CMS sends through a real SMTP server: the mailer reads SMTP_URL when the config loads.
  catcher = await startMailCatcher(0)
  process.env.SMTP_URL = `smtp://127.0.0.1:${catcher.port}/?ignoreTLS=true`
  payload = await testCms()
})

afterAll(async () => {
  delete process.env.SMTP_URL
  await catcher?.stop()
})

async function newCustomer(name: string) {
  const customer = await payload.create({
    collection: 'customers',
    data: { email: `${name}.${uniqueSlug('smtp')}@example.com`, acceptedFlags: { privacy: true } },
  })
  return { id: customer.id, email: customer.email }
}

/** An almost confirmed departure of a travel called "Islanda in tenda" in Italian, "Island im Zelt" in German. */
async function newAlmostConfirmedTour() {
  const travel = await testTravel(payload, await testDestination(payload), { title: 'Islanda in tenda', translated: 'Island im Zelt' })
  return testTour(payload, travel, { status: 'ALMOST_CONFIRMED', day: 1 })
}

/** The alert mails (with their unsubscribe link) the catcher holds for `email`. */
const alertMails = (email: string): ParsedMail[] => catcher.mailsTo(email).filter((mail) => mail.text?.includes('/alerts/unsubscribe?'))

describe('alert mails through SMTP', () => {
  it('deliver one mail per change and subscriber, in the subscriber’s language, however often the change is saved or the job run', async () => {
    const tourId = await newAlmostConfirmedTour()
    const italian = await newCustomer('lucia')
    const german = await newCustomer('jonas')
    await setAlert(payload, italian.id, { tourId }, { phone: null, edition: 'it' })
    await setAlert(payload, german.id, { tourId }, { phone: '+49 151 2345678', edition: 'de' })

    // An editor confirms the departure, then saves it again; the queue runs twice.
    await payload.update({ collection: 'tours', id: tourId, data: { status: 'CONFIRMED', seatsToConfirm: 0 } })
    await payload.jobs.run({ limit: 100 })
    await payload.update({ collection: 'tours', id: tourId, data: { status: 'CONFIRMED', freeSeats: 9 } })
    await payload.jobs.run({ limit: 100 })

    const [toItalian, ...moreItalian] = alertMails(italian.email)
    const [toGerman, ...moreGerman] = alertMails(german.email)
    expect([moreItalian, moreGerman]).toEqual([[], []])
    expect(toItalian!.subject).toBe('Islanda in tenda: la partenza del 01/06/2031 è confermata')
    expect(toGerman!.subject).toMatch(/^Island im Zelt: /)
    expect(toGerman!.headerLines.map((header) => header.line)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')

    // A price drop is a new change: one more mail each.
    await payload.update({
      collection: 'tours',
      id: tourId,
      data: { prices: { eur: priced(120_000), gbp: priced(110_000), usd: priced(130_000) } },
    })
    await payload.jobs.run({ limit: 100 })
    await payload.jobs.run({ limit: 100 })
    expect(alertMails(italian.email)).toHaveLength(2)
    expect(alertMails(german.email)).toHaveLength(2)
    expect(alertMails(italian.email)[1]!.text).toContain('1.200')
  })
})
