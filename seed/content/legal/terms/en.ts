import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'

const hello = mailAddress('en', 'hello')
const privacy = mailAddress('en', 'privacy')

export const terms: LegalDocument = {
  title: 'Terms and conditions of use',
  updated: LEGAL_UPDATED,
  lead: `These terms govern your use of the ${BRAND_NAME} website and of your customer account. They do not cover the travel itself: when you book a trip, the general conditions of the package travel contract apply in addition to these terms. Please read both carefully; by using the site you accept the terms below.`,
  sections: [
    {
      heading: '1. Who runs the site',
      body: [
        `The site is operated by ${OPERATOR.company}, ${OPERATOR.street}, ${OPERATOR.city}, Italy, VAT number ${OPERATOR.vat}, registered in the Milan companies register (“we”, “us”). The same company organises the trips offered on the site as a tour operator.`,
        [
          `You can reach us at `,
          { label: hello, url: `mailto:${hello}` },
          ` or through the contact page, Monday to Friday from 9:00 to 19:00 by phone, e-mail and WhatsApp.`,
        ],
      ],
    },
    {
      heading: '2. Scope of these terms',
      body: [
        'These terms apply to everyone who visits the site, whether or not they have an account. They cover browsing the catalogue, the customer account, the wishlist, departure alerts, the newsletter and the reviews published on the site.',
        'If a specific service has its own rules (for example a promotion), those rules are shown where you use the service and prevail over these terms for that service only.',
      ],
    },
    {
      heading: '3. Your account and signing in',
      body: [
        'You do not need an account to browse. To book, follow your trips and save your preferences you create an account with your e-mail address. We do not use passwords: each time you sign in we send a one-time code to your e-mail address, valid for a few minutes and usable only once.',
        'You are responsible for keeping access to your mailbox secure, because whoever can read your e-mail can sign in to your account. You agree to:',
        {
          bullets: [
            'give true, current and complete information about yourself and keep it up to date;',
            'not share sign-in codes with anyone and not create accounts in someone else’s name;',
            'tell us without delay if you believe someone else has used your account.',
          ],
        },
        'You can close your account at any time by writing to us. We may suspend an account that is used in breach of these terms, after telling you why, unless the law or urgent security reasons prevent us from doing so.',
      ],
    },
    {
      heading: '4. Acceptable use',
      body: [
        'You may use the site for personal, non-commercial purposes: to find, compare and book trips for yourself and the people you travel with. You agree not to:',
        {
          bullets: [
            'copy the catalogue, prices or availability in bulk, by automated means or otherwise, or reuse them commercially;',
            'disrupt the site, probe its security or try to access data that is not yours;',
            'make bookings in bad faith, for example to block seats you do not intend to use;',
            'publish content that is unlawful, offensive, discriminatory or that infringes the rights of others.',
          ],
        },
      ],
    },
    {
      heading: '5. Content and reviews',
      body: [
        'Descriptions, itineraries, pictures and prices are prepared with care. The binding details of a trip are those confirmed when you book, under the general conditions of the package travel contract.',
        'After travelling you may publish a review of your trip. A review must describe your own experience, be honest and respectful, and must not contain personal data of other travellers or of the coordinator. We publish reviews without paying for them or changing their meaning; we may refuse or remove a review that breaks these rules, and we never remove a review only because it is negative.',
        'By publishing a review you grant us a free, non-exclusive licence to show it on the site and in our communications, with your first name and the trip you reviewed, for as long as it stays published.',
      ],
    },
    {
      heading: '6. Wishlist, alerts and newsletter',
      body: [
        'With an account you can save trips to your wishlist and ask for alerts, for example when a departure is confirmed or new dates are added. Alerts are sent to your e-mail address and every alert e-mail contains a link to stop it.',
        'The newsletter is sent only if you subscribe to it; you can unsubscribe at any time with the link in each issue or from your account. How we process your data for these services is explained in our privacy policy.',
      ],
    },
    {
      heading: '7. Intellectual property',
      body: [
        `The name ${BRAND_NAME}, the logo, the texts, the pictures, the design and the software of the site belong to us or to our licensors and are protected by copyright and trademark law. You may view them and print or save pages for your own use; any other use, in particular copying, distributing or modifying them, requires our written permission.`,
      ],
    },
    {
      heading: '8. Our liability for the site',
      body: [
        'We work to keep the site available, secure and accurate, but we cannot guarantee that it is always free of interruptions or errors. Maintenance, updates or technical faults may make it temporarily unavailable.',
        'We are liable for damage caused by our intent or gross negligence and, in any case, where the law does not allow liability to be excluded, including for death or personal injury. We are not responsible for the content of third-party sites linked from ours. Our liability for the trips you book is governed by the general conditions of the package travel contract.',
      ],
    },
    {
      heading: '9. Changes to these terms',
      body: [
        'We may update these terms when the site, its services or the law change. The date of the last update is shown at the top of this page. If you have an account, we will tell you about important changes by e-mail before they apply; if you do not agree, you can close your account. Bookings already made stay governed by the conditions in force when you booked.',
      ],
    },
    {
      heading: '10. Governing law and disputes',
      body: [
        'These terms are governed by Italian law. If you are a consumer, you keep the protection of the mandatory rules of the country where you live, and you may bring proceedings before the courts of the place where you live.',
        'Before going to court, please write to us: most issues are solved quickly. You may also turn to an out-of-court dispute resolution body. The European Union’s online dispute resolution (ODR) platform was closed on 20 July 2025; the European Consumer Centres Network can tell you which body is competent for your case.',
      ],
    },
    {
      heading: '11. Contact',
      body: [
        [
          `For questions about these terms or your account write to `,
          { label: hello, url: `mailto:${hello}` },
          `; for questions about your personal data write to `,
          { label: privacy, url: `mailto:${privacy}` },
          `. We reply to e-mails within 24 hours.`,
        ],
      ],
    },
  ],
}
