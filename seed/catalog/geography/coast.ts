import { SEA_ROUTES } from './coast-routes'
import type { Place } from './types'

/** The places on the sea (or a short boat ride away), where beach days and sailing trips go. */
const SEA_PLACES = new Set([
  // Europe
  ...['Venezia', 'Napoli', 'Amalfi', 'Taormina', 'Palermo', 'Barcelona', 'Valencia', 'Málaga', 'Porto', 'Lisboa', 'Lagos'],
  ...['Athína', 'Náfplio', 'Mýkonos', 'Náxos', 'Santoríni', 'Zadar', 'Split', 'Hvar', 'Korčula', 'Dubrovnik'],
  ...['Göteborg', 'Stockholm', 'Luleå', 'Sarandë', 'Himarë', 'Kotor', 'Perast', 'Budva'],
  ...['Valletta', 'Marsaxlokk', 'Mellieħa', 'Victoria', 'İstanbul', 'Fethiye', 'Antalya'],
  // Asia
  ...['Sokcho', 'Busan', 'Jeju', 'Hạ Long', 'Hội An', 'Krabi', 'Ko Phi Phi', 'Kampot', 'Kep'],
  ...['Langkawi', 'George Town', 'Melaka', 'Perhentian', 'Gili Trawangan', 'Labuan Bajo', 'Komodo'],
  ...['Coron', 'El Nido', 'Puerto Princesa', 'Bohol', 'Siargao', 'Negombo', 'Yala', 'Galle'],
  ...['Dhiffushi', 'Thulusdhoo', 'Hulhumalé', 'Malé', 'Maafushi', 'Guraidhoo', 'Fulidhoo'],
  ...['Dubai', 'Abu Dhabi', 'Ras al-Khaimah', 'Muscat', 'Sur', 'Ras al Jinz'],
  // Africa
  ...['Tanger', 'Essaouira', 'Hurghada', 'Sidi Bou Saïd', 'Djerba', 'Diani', 'Zanzibar', 'Toliara', 'Morondava'],
  ...['Saint-Louis', 'Lac Rose', 'Dakar', 'Gorée', 'Saly', 'Sine-Saloum', 'Ziguinchor'],
  ...['Praia', 'Mindelo', 'Santo Antão', 'Sal', 'Boa Vista', 'Fogo'],
  // America
  ...['Campeche', 'Tulum', 'Tortuguero', 'Manuel Antonio', 'Uvita', 'Puerto Viejo', 'Ciudad de Panamá', 'San Blas', 'Bocas del Toro'],
  ...['La Habana', 'Cienfuegos', 'Trinidad', 'Santiago de Cuba', 'Cartagena', 'Santa Marta', 'Tayrona'],
  ...['Rio de Janeiro', 'Paraty', 'Ilha Grande', 'Salvador', 'Belize City', 'Hopkins', 'Placencia', 'Caye Caulker', 'Ambergris Caye'],
  // Oceania
  ...['Sydney', 'Byron Bay', 'Brisbane', 'Fraser Island', 'Airlie Beach', 'Cairns'],
  ...['Nadi', 'Sigatoka', 'Suva', 'Mana Island', 'Nacula', 'Taveuni'],
  ...['Papeete', 'Moorea', 'Huahine', 'Raiatea', "Taha'a", 'Bora Bora'],
  ...['Apia', 'Lalomanu', 'To Sua', 'Manono', "Savai'i", 'Port Vila', 'Mele', 'Tanna', 'Espiritu Santo', 'Luganville'],
])

/** The drawn coasts' places are all on the sea. */
const SEA_ROUTE_PLACES = new Set(
  Object.values(SEA_ROUTES).flatMap((routes) => Object.values(routes).flatMap((route) => route.map(([name]) => name))),
)

export const isCoastal = ([name]: Place): boolean => SEA_PLACES.has(name) || SEA_ROUTE_PLACES.has(name)
