import type { Coordinator, Travel, TravelType } from '@/payload-types'
import { coordinatorProfile } from './coordinator-profile'
import { uploadImage } from './upload-image'

/**
 * The parts of a travel only its own page shows: promotion, type, itinerary, inclusions, money pot,
 * additional information, FAQ, gallery, coordinator.
 */
export function travelDetails(travel: Travel) {
  const coordinator = typeof travel.coordinator === 'object' ? (travel.coordinator as Coordinator | null) : null
  const travelType = typeof travel.travelType === 'object' ? (travel.travelType as TravelType | null) : null
  return {
    promo: travel.promo?.code ? { code: travel.promo.code, expiresOn: travel.promo.expiresOn?.slice(0, 10) ?? null } : null,
    travelTypeName: travelType?.name ?? null,
    stages: (travel.stages ?? []).map(({ title, description, place, latitude, longitude }) => ({
      title,
      description: description ?? null,
      place: place ?? null,
      latitude: latitude ?? null,
      longitude: longitude ?? null,
    })),
    inclusions: (travel.inclusions ?? []).map(({ text }) => text),
    exclusions: (travel.exclusions ?? []).map(({ text }) => text),
    moneyPot: (travel.moneyPot ?? []).map(({ label, amount }) => ({ label, amount })),
    additionalInfo: travel.additionalInfo ?? null,
    faq: (travel.faq ?? []).map(({ category, question, answer }) => ({ category, question, answer })),
    gallery: (travel.gallery ?? []).map(uploadImage).filter((entry) => entry !== null),
    coordinator: coordinator ? coordinatorProfile(coordinator) : null,
  }
}
