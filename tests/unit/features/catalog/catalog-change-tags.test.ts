import { describe, expect, it } from 'vitest'
import { catalogChangeTags } from '@/collections/catalog/catalog-change-tags'

describe('which cached pages a catalog edit expires', () => {
  it('a travel’s price-free edit: its pages and the lists, not the addresses that led nowhere', () => {
    expect(catalogChangeTags('travels', { id: 7, slug: 'peru', published: true }, { id: 7, slug: 'peru', published: true })).toEqual([
      'travel:7',
      'catalog-lists',
    ])
  })

  it('a new slug, a publication or a deletion also reaches the addresses that answered 404', () => {
    expect(catalogChangeTags('travels', { id: 7, slug: 'peru-2', published: true }, { id: 7, slug: 'peru', published: true })).toContain(
      'travel-addresses-missing',
    )
    expect(catalogChangeTags('travels', { id: 7, slug: 'peru', published: false }, { id: 7, slug: 'peru', published: true })).toContain(
      'travel-addresses-missing',
    )
    expect(catalogChangeTags('travels', null, { id: 7, slug: 'peru', published: true })).toEqual([
      'travel:7',
      'catalog-lists',
      'travel-addresses-missing',
    ])
  })

  it('a tour’s edit reaches the pages of its travel, old and new, and the lists', () => {
    expect(catalogChangeTags('tours', { id: 1, travel: 7 }, { id: 1, travel: 7 })).toEqual(['travel:7', 'catalog-lists'])
    expect(catalogChangeTags('tours', { id: 1, travel: { id: 8 } }, { id: 1, travel: 7 })).toEqual([
      'travel:8',
      'travel:7',
      'catalog-lists',
    ])
    expect(catalogChangeTags('tours', { id: 1, travel: 7 }, null)).toEqual(['travel:7', 'catalog-lists', 'travel-addresses-missing'])
  })

  it('a coordinator’s edit reaches their pages (profile, the travels they lead) and the list of coordinators', () => {
    expect(catalogChangeTags('coordinators', { id: 4, slug: 'giulia-ferri' }, { id: 4, slug: 'giulia-ferri' })).toEqual([
      'coordinator:4',
      'coordinators',
    ])
    // A new or removed coordinator changes what the list shows and which addresses lead somewhere.
    expect(catalogChangeTags('coordinators', { id: 5 }, null)).toEqual(['coordinator:5', 'coordinators'])
    expect(catalogChangeTags('coordinators', null, { id: 5 })).toEqual(['coordinator:5', 'coordinators'])
  })

  it('anything else of the catalog reaches every catalog page', () => {
    expect(catalogChangeTags('destinations', { id: 3 }, { id: 3 })).toEqual(['catalog'])
  })
})
