import type { CountryGeography, Place } from './types'

const PENINSULA: readonly Place[] = [
  ['King George Island', -62.0833, -58.4167],
  ['Half Moon Island', -62.5958, -59.9167],
  ['Deception Island', -62.9667, -60.65],
  ['Cuverville Island', -64.6833, -62.6333],
  ['Neko Harbour', -64.8433, -62.5333],
  ['Paradise Harbour', -64.85, -62.9],
  ['Port Lockroy', -64.825, -63.4944],
  ['Petermann Island', -65.1717, -64.1389],
]

export const OCEANIA: Record<string, CountryGeography> = {
  AUS: {
    themes: ['cities', 'roadTrip', 'wild', 'beaches', 'offTrack'],
    places: [
      ['Sydney', -33.8688, 151.2093],
      ['Blue Mountains', -33.7, 150.3],
      ['Byron Bay', -28.6474, 153.602],
      ['Brisbane', -27.4698, 153.0251],
      ['Fraser Island', -25.2667, 153.1333],
      ['Airlie Beach', -20.2686, 148.7186],
      ['Cairns', -16.9186, 145.7781],
      ['Uluru', -25.3444, 131.0369],
    ],
  },
  NZL: {
    themes: ['roadTrip', 'wild', 'trekking', 'volcanoes'],
    places: [
      ['Auckland', -36.8485, 174.7633],
      ['Waitomo', -38.2611, 175.1036],
      ['Rotorua', -38.1368, 176.2497],
      ['Tongariro', -39.2, 175.5833],
      ['Wellington', -41.2865, 174.7762],
      ['Abel Tasman', -40.9333, 173.0167],
      ['Franz Josef', -43.3889, 170.1833],
      ['Wanaka', -44.7032, 169.1321],
      ['Queenstown', -45.0312, 168.6626],
      ['Milford Sound', -44.6414, 167.8974],
    ],
  },
  FJI: {
    themes: ['beaches', 'islands', 'wild'],
    places: [
      ['Nadi', -17.7765, 177.4356],
      ['Sigatoka', -18.1416, 177.5069],
      ['Suva', -18.1248, 178.4501],
      ['Mana Island', -17.6728, 177.1047],
      ['Nacula', -16.8833, 177.4],
      ['Taveuni', -16.85, -179.9667],
    ],
  },
  PYF: {
    themes: ['beaches', 'islands'],
    places: [
      ['Papeete', -17.5516, -149.5585],
      ['Moorea', -17.5388, -149.8295],
      ['Huahine', -16.7333, -151.0333],
      ['Raiatea', -16.8333, -151.4333],
      ["Taha'a", -16.6167, -151.5],
      ['Bora Bora', -16.5004, -151.7415],
    ],
  },
  WSM: {
    themes: ['beaches', 'islands', 'wild'],
    places: [
      ['Apia', -13.8333, -171.7667],
      ['Lalomanu', -14.0667, -171.4333],
      ['To Sua', -14.0156, -171.5422],
      ['Manono', -13.85, -172.1167],
      ["Savai'i", -13.65, -172.4333],
    ],
  },
  VUT: {
    themes: ['beaches', 'islands', 'volcanoes'],
    places: [
      ['Port Vila', -17.7333, 168.3167],
      ['Mele', -17.6833, 168.25],
      ['Tanna', -19.5333, 169.2667],
      ['Yasur', -19.5333, 169.4417],
      ['Espiritu Santo', -15.5, 167.1833],
      ['Luganville', -15.5333, 167.1667],
    ],
  },
}

/** No countries and no cities down there: expeditions by ship, from the Falklands to the Peninsula. */
export const ANTARCTICA: Record<string, CountryGeography> = {
  ATA: {
    themes: ['peninsula', 'southGeorgia'],
    places: PENINSULA,
    routes: {
      southGeorgia: [
        ['Stanley', -51.6921, -57.8589],
        ['Salisbury Plain', -54.0561, -37.3417],
        ['Grytviken', -54.2811, -36.5092],
        ['Gold Harbour', -54.6167, -35.9333],
        ['Elephant Island', -61.1333, -55.1167],
        ...PENINSULA,
      ],
    },
  },
}
