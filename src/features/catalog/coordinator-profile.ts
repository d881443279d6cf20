import type { Coordinator } from '@/payload-types'
import { uploadImage } from './upload-image'

/** A coordinator as their page and the travel page's coordinator block show them. */
export function coordinatorProfile(coordinator: Coordinator) {
  return {
    id: coordinator.id,
    name: coordinator.name,
    slug: coordinator.slug,
    city: coordinator.city ?? null,
    bio: coordinator.bio ?? null,
    picture: uploadImage(coordinator.picture),
  }
}
export type CoordinatorProfile = ReturnType<typeof coordinatorProfile>
