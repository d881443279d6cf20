import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'
import { CANCELLATION as C, cancellationFee, euros } from './scale'

const bookings = mailAddress('en', 'bookings')
const eur = (amount: number) => euros(amount, 'en')
const price = C.examplePrice
const [half, most] = C.bands

export const cancellationPolicy: LegalDocument = {
  title: 'Cancellation policy',
  updated: LEGAL_UPDATED,
  lead: `Plans change, and we would rather you knew in advance exactly what happens if you can no longer travel. This policy explains what it costs to cancel a trip booked with ${BRAND_NAME}, how the flexible cancellation option works, how and when refunds are paid, and what happens if we have to cancel a departure ourselves. It forms part of the general conditions of the package travel contract.`,
  sections: [
    {
      heading: '1. Who this policy applies to',
      body: [
        `The trips on this site are organised by ${OPERATOR.company}, ${OPERATOR.street}, ${OPERATOR.city}, Italy, VAT number ${OPERATOR.vat}, as tour operator under EU Directive 2015/2302 on package travel and the Italian Tourism Code. This policy applies to every traveller named in a booking.`,
        'Days are calendar days counted back from the departure date shown in your booking; the day of departure itself is not counted. All prices are per person, and each traveller in a booking may cancel independently of the others.',
      ],
    },
    {
      heading: '2. The standard cancellation scale',
      body: [
        'Unless you chose the flexible cancellation option, the following scale applies when you cancel. The percentage is calculated on the full price of the trip per person:',
        {
          bullets: [
            `${C.freeFromDays} days or more before departure: no charge; everything you have paid is refunded within ${C.refundWithinDays} days;`,
            `from ${half.fromDays} to ${half.toDays} days before departure: ${half.percent} % of the price;`,
            `from ${most.fromDays} to ${most.toDays} days before departure: ${most.percent} % of the price;`,
            `${C.bands[2].fromDays} days or less before departure, or if you do not show up at the start of the trip: ${C.bands[2].percent} % of the price.`,
          ],
        },
        'If you have paid more than the amount due under the scale, we refund the difference. Any supplements you booked (for example a single room) follow the same scale as the trip price.',
      ],
    },
    {
      heading: '3. The flexible cancellation option',
      body: [
        `When you book, you can add the flexible cancellation option for ${eur(C.flexible.price)} per person. It can only be chosen at the time of booking, not afterwards, and its price is not refundable.`,
        `With the option you can cancel free of charge up to ${C.flexible.freeFromDays} days before departure. Your deposit of ${eur(C.deposit)} (or £${C.deposit} / $${C.deposit} when you pay in pounds or dollars) is returned as a ${BRAND_NAME} gift card of the same value, valid for ${C.flexible.giftCardMonths} months and usable on any trip; everything else you have paid is refunded in money within ${C.refundWithinDays} days. If you cancel ${C.bands[2].fromDays} days or less before departure, the standard scale applies.`,
      ],
    },
    {
      heading: '4. How to cancel',
      body: [
        [
          'You can cancel from your account, in the booking you want to cancel, or by writing to ',
          { label: bookings, url: `mailto:${bookings}` },
          ' from the e-mail address you booked with, stating the booking code and the names of the travellers who are cancelling.',
        ],
        'The date of cancellation is the day we receive your request; a request received on a Saturday, Sunday or public holiday counts from that day even though our team answers it on the next working day (Monday to Friday, 9:00–19:00). We confirm every cancellation by e-mail with the amount that will be refunded.',
      ],
    },
    {
      heading: '5. Refunds: when and how',
      body: [
        `Refunds are paid within ${C.refundWithinDays} days of the cancellation, using the payment method you used to pay: card (Visa, Mastercard, American Express), PayPal, Apple Pay or Google Pay. If you paid in pounds or dollars, the refund is made in the same currency.`,
        'The time the money takes to appear on your statement depends on your bank or payment provider, usually a few working days. Gift cards are sent by e-mail and appear in your account.',
      ],
    },
    {
      heading: '6. Transferring your booking to another person',
      body: [
        `Instead of cancelling, you can transfer your place to another person who meets the conditions of the trip (in particular its age range and the travel documents it requires). Tell us at least ${C.transferNoticeDays} days before departure, giving the new traveller's details.`,
        'We do not charge a fee for the transfer. Only the costs actually incurred are charged, for example the change of name on a flight included in the trip, and we tell you these before you confirm. You and the new traveller are jointly responsible for any unpaid balance and for those costs.',
      ],
    },
    {
      heading: '7. Changing departure',
      body: [
        `Up to ${C.freeFromDays} days before departure you can move your booking once, free of charge, to another departure of the same trip or to another trip, subject to availability. If the new trip costs more you pay the difference; if it costs less we refund it within ${C.refundWithinDays} days.`,
        'Later than that, a change of departure is treated as a cancellation under the scale in section 2 followed by a new booking.',
      ],
    },
    {
      heading: '8. Cancellation by the operator',
      body: [
        `Every departure shows the minimum number of travellers that confirms it. If a departure has not reached its minimum ${C.minimumCheckDays} days before departure, we cancel it and tell you without delay. You then choose between a full refund of everything you paid, within ${C.refundWithinDays} days, and a place on another departure.`,
        `If we cancel a trip for any other reason, you receive a full refund within ${C.refundWithinDays} days and, where the law provides it, compensation.`,
      ],
    },
    {
      heading: '9. Unavoidable and extraordinary circumstances',
      body: [
        'If unavoidable and extraordinary circumstances at the destination or in its immediate vicinity (such as war, natural disasters or serious outbreaks of disease) significantly affect the trip or the journey to the destination, you can cancel before departure without paying any fee, and we refund everything you have paid.',
        `If the same circumstances prevent us from running the trip, we cancel it and refund you in full within ${C.refundWithinDays} days. In both cases no further compensation is due.`,
      ],
    },
    {
      heading: '10. What the included insurance covers',
      body: [
        'Medical and baggage insurance is always included in the price. It covers medical expenses and assistance during the trip, including repatriation when needed, and loss of or damage to your luggage, within the limits stated in the policy we send you with the booking confirmation.',
        'It does not cover cancellation fees under this policy (the flexible cancellation option exists for that), flights or services you booked yourself, or cases excluded in the policy conditions. If you want cover for cancellation, you can take out separate insurance.',
      ],
    },
    {
      heading: `11. Examples for a trip of ${eur(price)}`,
      body: [
        `The examples below are for one traveller on a trip costing ${eur(price)}, paid in full:`,
        {
          bullets: [
            `Cancelling 40 days before departure: no fee; ${eur(price)} is refunded.`,
            `Cancelling 20 days before departure: the fee is ${half.percent} %, that is ${eur(cancellationFee(price, 20))}; ${eur(price - cancellationFee(price, 20))} is refunded.`,
            `Cancelling 10 days before departure: the fee is ${most.percent} %, that is ${eur(cancellationFee(price, 10))}; ${eur(price - cancellationFee(price, 10))} is refunded.`,
            `Cancelling 5 days before departure or not showing up: the fee is ${eur(cancellationFee(price, 5))}; nothing is refunded.`,
            `With the flexible cancellation option (${eur(C.flexible.price)}), cancelling 10 days before departure: you receive a gift card of ${eur(C.deposit)} and a refund of ${eur(price - C.deposit)}.`,
            `The departure does not reach its minimum ${C.minimumCheckDays} days before leaving: you choose between a refund of ${eur(price)} and another departure.`,
          ],
        },
      ],
    },
  ],
}
