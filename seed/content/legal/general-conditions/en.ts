import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'

const bookings = mailAddress('en', 'bookings')
const privacy = mailAddress('en', 'privacy')

export const generalConditions: LegalDocument = {
  title: 'General conditions of the package travel contract',
  updated: LEGAL_UPDATED,
  lead: `These general conditions apply to every trip you book with ${BRAND_NAME}. Together with the trip page and the booking confirmation, they form your package travel contract. They follow EU Directive 2015/2302 on package travel and the Italian Tourism Code (Legislative Decree no. 79 of 23 May 2011).`,
  sections: [
    {
      heading: '1. The parties',
      body: [
        `The organiser of every trip is ${OPERATOR.company}, ${OPERATOR.street}, ${OPERATOR.city}, Italy, VAT number ${OPERATOR.vat}, registered in the Milan companies register (“the organiser”, “we”). We hold professional liability insurance and belong to a guarantee fund that protects travellers’ payments (section 15).`,
        'The other party is the traveller who books, for themselves and for every traveller named in the booking (“you”). Whoever books for others confirms that they are authorised to do so and passes these conditions on to them.',
      ],
    },
    {
      heading: '2. What the package includes',
      body: [
        'The services included are those listed on the trip page and confirmed in the booking: as a rule accommodation, the transport and activities described in the itinerary, a coordinator for the whole trip and medical and baggage insurance. Flights are not included unless the trip page says so; our team can advise you on suitable flights.',
        'Rooms are shared with a traveller of the same gender unless the trip says otherwise. Two travellers who book together get a private room at no extra cost; on trips that offer the own-room option, a single room can be booked for a supplement.',
        'Local expenses on the trip are paid from a shared fund (the money pot), which is not part of the price: its amount is shown on each trip and the coordinator manages it together with the group.',
      ],
    },
    {
      heading: '3. Booking and conclusion of the contract',
      body: [
        'You book online on the site. Each departure states its age range, 25–35 or 35–49; if you are between 21 and 25 or just above the range, you may ask, and our team decides together with the coordinator. Each departure also shows the minimum number of travellers that confirms it and its maximum group size.',
        'Before you book we give you the standard information required by law. The contract is concluded when we confirm your booking by e-mail after receiving the deposit; the confirmation sums up the services, the price and the payment dates.',
      ],
    },
    {
      heading: '4. Deposit, balance and payment',
      body: [
        'Prices are per person. The seat is secured by a deposit of €100, or £100 / $100 when you pay in pounds or dollars. The balance is due 31 days before departure; if you book within 31 days of departure, you pay the whole price at once.',
        'You can pay by card (Visa, Mastercard, American Express), PayPal, Apple Pay or Google Pay. If the balance is not paid on time, we remind you by e-mail; if it remains unpaid, we may cancel the booking and apply the charges of section 7.',
      ],
    },
    {
      heading: '5. Prices and price revisions',
      body: [
        'The price confirmed at booking includes the taxes and charges known at that time. After booking we may increase it only as a direct consequence of changes in:',
        {
          bullets: [
            'the cost of fuel or other energy sources for passenger transport;',
            'taxes or fees on the travel services, such as tourist taxes or landing and embarkation fees;',
            'the exchange rates relevant to the package.',
          ],
        },
        'We inform you of any increase with its reasons and calculation no later than 20 days before departure. If the increase exceeds 8 % of the price, you may accept it or withdraw from the contract without charges. If those costs decrease, you are entitled to a corresponding reduction.',
      ],
    },
    {
      heading: '6. Changes by the traveller and transfer of the booking',
      body: [
        'Requests to change a booking (for example the room or the departure date) are met where possible and may involve costs, which we tell you before you accept.',
        'You may transfer your booking to another person who meets the conditions of the trip, including the age range of the departure, by telling us at least 7 days before departure. You and that person are jointly liable for the balance and for any reasonable extra costs of the transfer, which we justify.',
      ],
    },
    {
      heading: '7. Cancellation by the traveller',
      body: [
        'You may cancel at any time by writing to us. Unless you have chosen the flexible option (section 8), the following charges apply, as a percentage of the price of the trip:',
        {
          bullets: [
            'up to 31 days before departure: no charge, everything paid is refunded within 14 days;',
            '30 to 15 days before departure: 50 % of the price;',
            '14 to 8 days before departure: 75 % of the price;',
            '7 days or less before departure, or not showing up: 100 % of the price.',
          ],
        },
        'Any amount due back to you is refunded within 14 days. If unavoidable and extraordinary circumstances at the destination significantly affect the trip, you may cancel before departure without charges and receive a full refund.',
      ],
    },
    {
      heading: '8. The flexible cancellation option',
      body: [
        'When booking you may add the flexible cancellation option for €49 per person. It lets you cancel free of charge up to 8 days before departure: the deposit is returned as a gift card of the same value, valid for 12 months, and the rest of what you paid is refunded in money. From 7 days before departure the scale of section 7 applies.',
      ],
    },
    {
      heading: '9. Cancellation by the organiser',
      body: [
        'If a departure has not reached its minimum number of travellers 21 days before departure, we cancel it and tell you without delay; you choose between a full refund and another departure.',
        'We may also cancel if unavoidable and extraordinary circumstances prevent us from performing the contract, telling you without undue delay before departure. In both cases you receive a full refund within 14 days, without further compensation; in any other case of cancellation by us you are also entitled to compensation where the law provides for it.',
      ],
    },
    {
      heading: '10. The coordinator',
      body: [
        `Every group travels with a coordinator: a traveller trained by ${BRAND_NAME}, not a local guide. The coordinator looks after the group and the programme, manages the money pot with the group and is your first contact during the trip. Local guides join the group for visits. About 3 weeks before departure a group chat with the coordinator opens.`,
      ],
    },
    {
      heading: '11. Duties of the traveller',
      body: [
        'You are responsible for your travel documents and health requirements:',
        {
          bullets: [
            'a valid passport, which for most countries must be valid for 6 months after your return;',
            'visas where needed, as stated on the trip page;',
            'vaccinations as the destination requires.',
          ],
        },
        'After booking we send you a checklist. Please tell us before departure about any health condition or need that matters for the trip. During the trip you respect the other travellers, the coordinator, the programme and local laws; costs caused by a breach of these duties are borne by the traveller responsible.',
      ],
    },
    {
      heading: '12. Insurance included',
      body: [
        'Medical and baggage insurance is always included in the price. The policy, with its cover, limits and the emergency number, is sent with the booking confirmation. You may take out additional cover at your own choice.',
      ],
    },
    {
      heading: '13. Lack of conformity and complaints',
      body: [
        'If a service is not performed as agreed, tell the coordinator or us without undue delay, so that we can remedy it on the spot. We remedy it unless this is impossible or disproportionately costly; otherwise you are entitled to a price reduction and, where applicable, compensation.',
        [
          `Complaints can also be sent during or after the trip to `,
          { label: bookings, url: `mailto:${bookings}` },
          `. Our team answers Monday to Friday from 9:00 to 19:00 by phone, e-mail and WhatsApp, and replies to e-mails within 24 hours.`,
        ],
      ],
    },
    {
      heading: '14. Liability',
      body: [
        'We are responsible for performing all the services of the package, whoever provides them, and we assist you if you are in difficulty during the trip. We are not liable where the lack of conformity is attributable to you, to a third party unconnected with the services and is unforeseeable or unavoidable, or to unavoidable and extraordinary circumstances.',
        'Where international conventions limit the compensation due by a service provider, the same limits apply to us. Except for personal injury and damage caused intentionally or negligently, compensation is limited to three times the total price of the package.',
      ],
    },
    {
      heading: '15. Insolvency protection',
      body: [
        'We are a member of a guarantee fund that protects travellers’ payments if the organiser becomes insolvent: it refunds what you paid and, if you are already travelling, arranges your return. The details of the fund are given in the booking confirmation.',
      ],
    },
    {
      heading: '16. Personal data',
      body: [
        [
          `The data controller is ${OPERATOR.company}. We process travellers’ data to perform the contract, as explained in our privacy policy; questions can be sent to `,
          { label: privacy, url: `mailto:${privacy}` },
          `.`,
        ],
      ],
    },
    {
      heading: '17. Governing law and court',
      body: [
        'The contract is governed by Italian law, in particular the Italian Tourism Code, without depriving you of the protection of the mandatory rules of the country where you live. If you are a consumer, the court of the place where you live has jurisdiction. You may also turn to an out-of-court dispute resolution body; the European Consumer Centres Network can tell you which one is competent.',
      ],
    },
  ],
}
