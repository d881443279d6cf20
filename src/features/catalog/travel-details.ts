import type { Coordinator, Media, Travel, TravelType } from '@/payload-types'
import { presentImage } from './search/present'

type Upload = number | Media | null | undefined

function image(media: Upload) {
  if (!media || typeof media !== 'object') return null
  return presentImage({
    id: media.id,
    filename: media.filename ?? '',
    mimeType: media.mimeType ?? null,
    alt: media.alt,
    title: media.title ?? null,
  })
}

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
    gallery: (travel.gallery ?? []).map(image).filter((entry) => entry !== null),
    coordinator: coordinator
      ? {
          name: coordinator.name,
          slug: coordinator.slug,
          city: coordinator.city ?? null,
          bio: coordinator.bio ?? null,
          picture: image(coordinator.picture),
        }
      : null,
  }
}
