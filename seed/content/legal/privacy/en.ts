import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'
import { RETENTION as R, SUPERVISOR } from './facts'

const privacy = mailAddress('en', 'privacy')

export const privacyPolicy: LegalDocument = {
  title: 'Privacy policy',
  updated: LEGAL_UPDATED,
  lead: `This policy explains which personal data ${BRAND_NAME} collects when you use the site and when you travel with us, why we use it, who receives it, how long we keep it and what rights you have under the EU General Data Protection Regulation (GDPR, Regulation (EU) 2016/679). We collect only what we need to organise your trips and to run the site.`,
  sections: [
    {
      heading: '1. Who is responsible for your data',
      body: [
        `The data controller is ${OPERATOR.company}, ${OPERATOR.street}, ${OPERATOR.city}, Italy, VAT number ${OPERATOR.vat}, the company that runs the site and organises the trips.`,
        [
          'For any question about your data or to exercise your rights, write to our data protection contact at ',
          { label: privacy, url: `mailto:${privacy}` },
          '.',
        ],
      ],
    },
    {
      heading: '2. What data we collect',
      body: [
        'Depending on how you use our services, we process:',
        {
          bullets: [
            'account data: your e-mail address and the one-time codes we send you to sign in (we do not use passwords);',
            'profile data: your name, the picture you choose to upload, the consents you give (with their date) and the date of your last visit while signed in;',
            'booking data: the trips you book, payments and their status, and each traveller’s name, gender and year of birth, which we need for the age range of the departure and for sharing rooms, and whether they have travelled with us before;',
            'passport data (number, nationality, issue and expiry dates) only when a trip needs it, for example for visas, flights or border formalities;',
            'health and dietary notes (allergies, intolerances, medical needs) only if you choose to give them to us;',
            'your subscriptions to the newsletter and to departure alerts, and the trips saved in your wishlist;',
            'cookies: a device identifier and your chosen currency, described in section 4;',
            'server logs: IP address, date and time, page requested and browser, recorded automatically when you visit the site.',
          ],
        },
        'If you book for other travellers, please make sure they know about this policy before you give us their details.',
      ],
    },
    {
      heading: '3. Why we use your data and on what legal basis',
      body: [
        {
          bullets: [
            'to create and manage your account, to take and manage your bookings and to organise the trip: performance of the contract (art. 6(1)(b) GDPR);',
            'to keep accounting and tax records and to meet requests from authorities: legal obligation (art. 6(1)(c));',
            'to use health and dietary notes so the trip suits your needs: your explicit consent (art. 9(2)(a)), which you can withdraw at any time;',
            'to send you the newsletter and departure alerts: your consent (art. 6(1)(a));',
            'to keep the site secure, prevent fraud and improve our services with the device identifier and server logs: our legitimate interest (art. 6(1)(f)).',
          ],
        },
        'Without the data needed for a booking we cannot confirm it. We do not make decisions about you based solely on automated processing, and we do not sell your data.',
      ],
    },
    {
      heading: '4. Cookies',
      body: [
        `The site sets a cookie named _device_id that holds a random identifier of your device for ${R.cookieDays} days. It lets us recognise your device across visits, keep the site secure and measure its use without knowing who you are.`,
        `A second cookie remembers the currency you chose for prices, also for ${R.cookieDays} days. When you sign in, technical cookies keep your session open. None of these cookies is used for advertising, and you can delete them at any time in your browser settings.`,
      ],
    },
    {
      heading: '5. Who receives your data',
      body: [
        'Your data is seen only by the staff who need it and by:',
        {
          bullets: [
            'the coordinator of your group and the local suppliers of your trip (hotels, transport companies, local guides, airlines when flights are included), only for what they need to provide their services;',
            'payment providers, which process your card or account details; we never see or store full card numbers;',
            'the provider that sends our e-mails (sign-in codes, booking confirmations, alerts and newsletter);',
            'public authorities, when the law requires it or a trip needs it (for example for visas or border controls).',
          ],
        },
        'Providers that process data on our behalf do so under a contract that binds them to our instructions and to confidentiality.',
      ],
    },
    {
      heading: '6. Transfers outside the European Union',
      body: [
        'Some of our providers may process data outside the European Economic Area. We transfer data only to countries the European Commission considers adequate, or with the standard contractual clauses adopted by the Commission and, where needed, additional safeguards. You can ask us for a copy of these safeguards.',
        'When your trip takes place outside the EU, we pass to the suppliers at the destination the data they need to provide the services you booked: this transfer is necessary to perform your contract.',
      ],
    },
    {
      heading: '7. How long we keep your data',
      body: [
        {
          bullets: [
            `one-time sign-in codes: we store them only in encrypted (hashed) form; each can be used once and expires after ${R.codeMinutes} minutes;`,
            `account and profile: as long as your account is open; deleted within ${R.accountClosedDays} days after you close it;`,
            `bookings, payments and invoices: ${R.bookingYears} years, as required by Italian law for accounting records;`,
            `passport data and health or dietary notes: until the end of the trip, deleted ${R.tripDataDays} days after your return;`,
            'newsletter, alerts and wishlist: until you unsubscribe, remove them or close your account;',
            `server logs: ${R.logDays} days, longer only while a security incident is being investigated.`,
          ],
        },
      ],
    },
    {
      heading: '8. Your rights',
      body: [
        'You have the right to:',
        {
          bullets: [
            'access your data and receive a copy of it;',
            'have inaccurate data rectified and incomplete data completed;',
            'have your data erased, unless we must keep it by law;',
            'ask us to restrict processing while a request is being examined;',
            'receive the data you gave us in a structured, machine-readable format (portability);',
            'object to processing based on our legitimate interest;',
            'withdraw your consent at any time, without affecting processing carried out before;',
            `lodge a complaint with the supervisory authority, the ${SUPERVISOR.name} (${SUPERVISOR.address}, ${SUPERVISOR.site}).`,
          ],
        },
        [
          'To exercise your rights, write to ',
          { label: privacy, url: `mailto:${privacy}` },
          '. We reply within one month; we may ask you to confirm your identity. Many data can be changed directly from your account, and every newsletter or alert e-mail contains a link to unsubscribe.',
        ],
      ],
    },
    {
      heading: '9. Security',
      body: [
        'We protect your data with technical and organisational measures suited to the risk: encrypted connections, sign-in with one-time codes instead of passwords, access limited to the staff who need it, and regular backups. If a breach affects your data and puts your rights at risk, we will inform you and the supervisory authority as the law requires.',
      ],
    },
    {
      heading: '10. Minors',
      body: [
        `Our trips are for adults and the site is not intended for children. We do not knowingly collect data of people under ${R.minimumAge}; if we learn that we have, we delete it.`,
      ],
    },
    {
      heading: '11. Changes to this policy',
      body: [
        'We may update this policy when our services or the law change. The date at the top shows the latest version; if a change is significant, we tell you by e-mail or with a notice on the site before it applies.',
      ],
    },
  ],
}
