import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const en: InfoPage = {
  title: 'Our values',
  lead: `${BRAND_NAME} started from a simple idea: leaving on your own does not mean travelling alone. These are the principles behind every trip we organise, and what you can expect from us before, during and after departure.`,
  sections: [
    {
      heading: 'Small groups, real connections',
      body: [
        'We travel in small groups, 11 travellers on average, because that is the right size to really get to know each other without losing your freedom. Every departure shows how many travellers confirm it and its maximum group size, so you always know what kind of group you are joining.',
      ],
    },
    {
      heading: 'One generation on the road',
      body: [
        'Our travellers are between 25 and 49, and every departure is for 25 to 35 or 35 to 49 year olds. It is not a rule to keep people out, but a way to bring together people who click straight away.',
      ],
    },
    {
      heading: 'A coordinator, not a guide',
      body: [
        `A coordinator travels with every group: a traveller trained by ${BRAND_NAME} who keeps the group together and deals with the unexpected. For visits we work with local guides, because nobody tells the story of a place better than the people who live there.`,
      ],
    },
    {
      heading: 'Straight talk about money',
      body: [
        'Prices per person, a deposit of €100, or £100 / $100 when you pay in pounds or dollars, to hold your seat, and the balance 31 days before departure. The amount of the money pot is shown on every trip and the coordinator manages it with the group, with accounts everyone can see. Cancel up to 31 days before departure and we refund everything within 14 days.',
      ],
    },
    {
      heading: 'Travelling protected',
      body: [
        {
          bullets: [
            'Medical and baggage insurance is included in every trip.',
            `${BRAND_NAME} Group Travel S.r.l., the tour operator that organises the trips, is insured for professional liability.`,
            'We are members of a guarantee fund that protects your payments if the operator becomes insolvent, as EU Directive 2015/2302 and the Italian Tourism Code require.',
          ],
        },
      ],
    },
    {
      heading: 'Listening to travellers',
      body: [
        'After every trip we read the reviews one by one, the glowing ones and the critical ones. And when you write to us, we reply within 24 hours, Monday to Friday.',
      ],
    },
  ],
}
