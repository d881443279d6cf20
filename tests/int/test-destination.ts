import type { Payload } from 'payload'

/** A destination to put test travels in (in Oceania), made once and shared by the test files. */
export async function testDestination(payload: Payload): Promise<number> {
  const continent = await payload
    .create({ collection: 'continents', locale: 'it', data: { name: 'Oceania', code: 'oceania' } })
    .catch(async () => (await payload.find({ collection: 'continents', where: { code: { equals: 'oceania' } } })).docs[0]!)
  const existing = await payload.find({ collection: 'destinations', where: { isoCodeAlpha3: { equals: 'TST' } } })
  return (
    existing.docs[0]?.id ??
    (
      await payload.create({
        collection: 'destinations',
        locale: 'it',
        data: { name: 'Paese di prova', isoCodeAlpha3: 'TST', continent: continent.id },
      })
    ).id
  )
}
