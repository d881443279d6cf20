import type { ThemeCode } from '../themes'
import type { Place } from './types'

/**
 * Coasts whose country's general route has too few places by the sea: beach and sailing trips
 * there follow these, so a long stay is spread over a few bays instead of two weeks in one town.
 */
export const SEA_ROUTES: Record<string, Partial<Record<ThemeCode, readonly Place[]>>> = {
  ESP: {
    islands: [
      ['Barcelona', 41.3874, 2.1686],
      ['Maó', 39.8885, 4.2658],
      ['Palma', 39.5696, 2.6502],
      ['Eivissa', 38.9067, 1.4206],
      ['Formentera', 38.7, 1.45],
    ],
  },
  SWE: {
    islands: [
      ['Stockholm', 59.3293, 18.0686],
      ['Vaxholm', 59.4025, 18.3514],
      ['Möja', 59.4167, 18.8833],
      ['Sandhamn', 59.2883, 18.9117],
      ['Utö', 58.9333, 18.3333],
    ],
  },
  ALB: {
    beaches: [
      ['Durrës', 41.3231, 19.4414],
      ['Vlorë', 40.4667, 19.4897],
      ['Himarë', 40.1017, 19.7447],
      ['Sarandë', 39.8756, 20.0053],
      ['Ksamil', 39.7683, 20.0006],
    ],
  },
  VNM: {
    beaches: [
      ['Hạ Long', 20.9101, 107.1839],
      ['Hội An', 15.8801, 108.338],
      ['Quy Nhơn', 13.782, 109.219],
      ['Nha Trang', 12.2388, 109.1967],
      ['Phú Quốc', 10.2899, 103.984],
    ],
  },
  THA: {
    beaches: [
      ['Phuket', 7.8804, 98.3923],
      ['Ko Yao Noi', 8.1167, 98.6167],
      ['Krabi', 8.0863, 98.9063],
      ['Ko Phi Phi', 7.7407, 98.7784],
      ['Ko Lanta', 7.6244, 99.0792],
      ['Ko Lipe', 6.4883, 99.3036],
    ],
    islands: [
      ['Phuket', 7.8804, 98.3923],
      ['Ko Yao Noi', 8.1167, 98.6167],
      ['Krabi', 8.0863, 98.9063],
      ['Ko Phi Phi', 7.7407, 98.7784],
      ['Ko Lanta', 7.6244, 99.0792],
      ['Ko Lipe', 6.4883, 99.3036],
    ],
  },
  KHM: {
    beaches: [
      ['Koh Rong', 10.7167, 103.25],
      ['Sihanoukville', 10.6253, 103.5234],
      ['Kampot', 10.6104, 104.1815],
      ['Kep', 10.4829, 104.3166],
    ],
  },
  IDN: {
    islands: [
      ['Gili Trawangan', -8.3507, 116.0384],
      ['Labuan Bajo', -8.4964, 119.8877],
      ['Rinca', -8.65, 119.7167],
      ['Padar', -8.65, 119.5667],
      ['Komodo', -8.55, 119.45],
    ],
  },
  MAR: {
    beaches: [
      ['Tanger', 35.7595, -5.834],
      ['Asilah', 35.4651, -6.0341],
      ['Oualidia', 32.7333, -9.0333],
      ['Essaouira', 31.5085, -9.7595],
      ['Taghazout', 30.5436, -9.7086],
    ],
  },
  EGY: {
    beaches: [
      ['Dahab', 28.5096, 34.5136],
      ['El Gouna', 27.3942, 33.6782],
      ['Hurghada', 27.2579, 33.8116],
      ['Marsa Alam', 25.0676, 34.879],
    ],
  },
  TUN: {
    beaches: [
      ['Sidi Bou Saïd', 36.8687, 10.3417],
      ['Hammamet', 36.4, 10.6167],
      ['Mahdia', 35.5047, 11.0622],
      ['Djerba', 33.8076, 10.8451],
    ],
  },
  KEN: {
    beaches: [
      ['Lamu', -2.2717, 40.902],
      ['Malindi', -3.2192, 40.1169],
      ['Watamu', -3.3547, 40.0244],
      ['Diani', -4.3167, 39.5667],
    ],
  },
  TZA: {
    beaches: [
      ['Pemba', -5.2459, 39.7666],
      ['Nungwi', -5.7264, 39.2981],
      ['Zanzibar', -6.1659, 39.2026],
      ['Paje', -6.2667, 39.5333],
      ['Mafia', -7.85, 39.7667],
    ],
  },
  MDG: {
    beaches: [
      ['Nosy Be', -13.3333, 48.2667],
      ['Morondava', -20.2833, 44.2833],
      ['Ifaty', -23.15, 43.6167],
      ['Toliara', -23.35, 43.6667],
      ['Anakao', -23.6667, 43.65],
    ],
  },
  MEX: {
    beaches: [
      ['Campeche', 19.8301, -90.5349],
      ['Holbox', 21.5217, -87.3783],
      ['Isla Mujeres', 21.2311, -86.731],
      ['Playa del Carmen', 20.6296, -87.0739],
      ['Tulum', 20.2114, -87.4654],
    ],
  },
  PAN: {
    islands: [
      ['Portobelo', 9.5547, -79.6556],
      ['Isla Grande', 9.63, -79.565],
      ['San Blas', 9.5667, -78.8167],
      ['Cayos Holandeses', 9.5833, -78.6667],
    ],
  },
}
