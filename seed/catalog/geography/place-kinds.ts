import type { Activity } from '../itinerary-texts'

/** Parks and reserves (or the lodges' towns at their gates) where game drives are what a day is for. */
export const GAME_RESERVES: ReadonlySet<string> = new Set([
  ...['Amboseli', 'Tsavo', 'Maasai Mara', 'Nakuru', 'Naivasha', 'Serengeti', 'Ngorongoro', 'Tarangire', 'Mto wa Mbu'],
  ...[
    'Kruger',
    'Pilanesberg',
    'Hluhluwe',
    'Waterberg',
    'Etosha',
    'Caprivi',
    'Chobe',
    'Kasane',
    'Moremi',
    'Okavango',
    'Savuti',
    'Makgadikgadi',
    'Maun',
  ],
  ...['Hwange', 'Mana Pools', 'Matobo', 'Murchison Falls', 'Queen Elizabeth', 'Kibale', 'Bwindi', 'Chitwan', 'Yala'],
])

/** Wild places (parks, deserts, mountains, falls, lakes): no old town to walk or bars to try, a day out is in nature. */
export const WILD_PLACES: ReadonlySet<string> = new Set([
  ...GAME_RESERVES,
  ...['Abel Tasman', 'Abisko', 'Ala Archa', 'Andasibe', 'Arenal', 'Bayanzag', 'Blue Mountains', 'Blyde River Canyon', 'Bromo'],
  ...['Cotopaxi', 'Death Valley', 'Fraser Island', 'Glen Coe', 'Grand Canyon', 'Hustai', 'Iguazú', 'Ijen', 'Isalo'],
  ...['Jebel Shams', 'Jeti-Ögüz', 'Jökulsárlón', 'Khao Sok', 'Khongoryn Els', 'Khövsgöl', 'Laguna Colorada', 'Liwa'],
  ...['Merzouga', 'Milford Sound', 'Monteverde', 'Monument Valley', 'Mývatn', 'Padar', 'Poon Hill', 'Quilotoa'],
  ...['Ranomafana', 'Ras al Jinz', 'Rinca', 'Semuc Champey', 'Simien', 'Song-Köl', 'Sossusvlei', 'Taman Negara'],
  ...['Tayrona', 'Tongariro', 'Torres del Paine', 'Tortuguero', 'Tsenkher', 'Twyfelfontein', 'Uluru', 'Victoria Falls'],
  ...['Wadi Rum', 'Wahiba Sands', 'Waitomo', 'Yasur', 'Yosemite', 'Zion', 'Dana', 'Þingvellir'],
])

/** What a day out at a place is, for a trip of this activity: no safari in a city, no old-town walk in a desert. */
export function dayActivity(activity: Activity, place: string): Activity {
  if (activity === 'safari' && !GAME_RESERVES.has(place)) return WILD_PLACES.has(place) ? 'nature' : 'culture'
  if ((activity === 'culture' || activity === 'nightlife') && WILD_PLACES.has(place)) return 'nature'
  return activity
}
