import { describe, expect, it } from 'vitest'
import { placeName } from '../../../seed/catalog/geography/place-names'
import { joinPlace } from '../../../seed/catalog/place-grammar'

describe('a place as each language writes it', () => {
  it.each([
    ['Athína', 'it', 'Atene'],
    ['Athína', 'de', 'Athen'],
    ['Al-Qāhira', 'en', 'Cairo'],
    ['Tōkyō', 'it', 'Tokyo'],
    ['Tōkyō', 'es', 'Tokio'],
    ['Venezia', 'it', 'Venezia'],
    ['Venezia', 'en', 'Venice'],
    ['Arusha', 'fr', 'Arusha'],
  ] as const)('%s in %s is %s', (local, language, name) => expect(placeName(local, language)).toBe(name))
})

describe('a place joined to the word before it', () => {
  it.each([
    ['it', 'a', 'Il Cairo', 'al Cairo'],
    ['it', 'Da', 'Il Cairo', 'Dal Cairo'],
    ['it', 'di', 'L’Avana', 'dell’Avana'],
    ['it', 'verso', 'L’Aia', 'verso l’Aia'],
    ['it', 'Lasciamo', 'Il Cairo', 'Lasciamo il Cairo'],
    ['it', 'a', 'Atene', 'ad Atene'],
    ['it', 'a', 'Roma', 'a Roma'],
    ['it', 'a', 'La Paz', 'a La Paz'],
    ['fr', 'à', 'Le Caire', 'au Caire'],
    ['fr', 'De', 'Le Cap', 'Du Cap'],
    ['fr', 'de', 'Athènes', 'd’Athènes'],
    ['fr', 'vers', 'Le Caire', 'vers Le Caire'],
    ['fr', 'de', 'La Havane', 'de La Havane'],
    ['fr', 'à', 'Lac Rose', 'à Lac Rose'],
    ['es', 'a', 'El Cairo', 'a El Cairo'],
    ['de', 'in', 'Den Haag', 'in Den Haag'],
    ['en', 'in', 'The Hague', 'in The Hague'],
  ] as const)('%s: "%s" + "%s" is "%s"', (language, before, place, joined) => expect(joinPlace(language, before, place)).toBe(joined))
})
