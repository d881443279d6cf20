import { describe, expect, it } from 'vitest'
import type { ListingResultsData } from '@/blocks/listing/ListingResults'
import { packResults, unpackResults } from '@/blocks/listing/packed-results'
import type { ApiTour } from '@/features/catalog/search/present'

const image = {
  id: 11,
  baseUrl: 'http://localhost:3000',
  seoName: 'fjord.webp',
  title: 'Fjord',
  altText: 'Fjord',
  url: '/resource/card/11/fjord.webp',
}
const travel = (id: number) => ({
  id,
  title: `Travel ${id}`,
  slug: `travel-${id}`,
  url: `/it/viaggi/travel-${id}`,
  destinationLabel: 'Norvegia',
  numberOfDays: 9,
  thumbnailImage: { mobile: image, desktop: image },
})
const tour = (id: number, travelId: number) =>
  ({
    id,
    code: `T${id}`,
    startingDate: '2027-02-05',
    endingDate: '2027-02-13',
    price: 100_000,
    url: `/it/viaggi/travel-${travelId}/${id}`,
    travel: travel(travelId),
  }) as unknown as ApiTour

const page = (data: ApiTour[]): ListingResultsData => ({
  tab: 'tours',
  results: { currentPage: 1, perPage: 20, lastPage: 1, total: data.length, data },
})

describe('listing results packed for the island', () => {
  it('carries each travel once and gives back the same results', () => {
    const results = page([tour(1, 140), tour(2, 140), tour(3, 7), tour(4, 140)])
    const packed = packResults(results)
    expect(packed.tab === 'tours' && packed.travels.map((summary) => summary.id)).toEqual([140, 7])
    expect(unpackResults(packed)).toEqual(results)
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(results).length)
  })

  it('leaves travels results and an empty page as they are', () => {
    const travels: ListingResultsData = { tab: 'travels', results: { currentPage: 1, perPage: 20, lastPage: 1, total: 0, data: [] } }
    expect(unpackResults(packResults(travels))).toEqual(travels)
    expect(unpackResults(packResults(page([])))).toEqual(page([]))
  })
})
