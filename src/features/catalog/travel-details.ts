import type { Coordinator, Media, Travel } from '@/payload-types'
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

/** The parts of a travel only its own page shows: itinerary, inclusions, money pot, FAQ, gallery, coordinator. */
export function travelDetails(travel: Travel) {
  const coordinator = typeof travel.coordinator === 'object' ? (travel.coordinator as Coordinator | null) : null
  return {
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
    faq: (travel.faq ?? []).map(({ category, question, answer }) => ({ category, question, answer })),
    gallery: (travel.gallery ?? []).map(image).filter((entry) => entry !== null),
    coordinator: coordinator
      ? { name: coordinator.name, city: coordinator.city ?? null, bio: coordinator.bio ?? null, picture: image(coordinator.picture) }
      : null,
  }
}
