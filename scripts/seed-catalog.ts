/**
 * `npm run seed:catalog -- --travels 10000 --tours 200000 [--seed N]`: replaces the catalog with a
 * generated one of that size (bulk inserts), e.g. for the benchmark. Pages and settings stay.
 */
import { parseArgs } from 'node:util'
import { ensureCatalog } from '../seed/catalog'
import { DEMO_CATALOG } from '../seed/catalog/generate'
import { loadEnvironment } from './env'
import { runMain } from './run-main'
import { withCms } from './with-cms'

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 10_000_000) throw new Error(`--${name} must be a whole number from 1 to 10000000`)
  return parsed
}

runMain(async () => {
  loadEnvironment(false)
  const { values } = parseArgs({ options: { travels: { type: 'string' }, tours: { type: 'string' }, seed: { type: 'string' } } })
  const size = {
    travels: count(values.travels, DEMO_CATALOG.travels, 'travels'),
    tours: count(values.tours, DEMO_CATALOG.tours, 'tours'),
    seed: values.seed === undefined ? undefined : count(values.seed, 1, 'seed'),
  }
  await withCms(async (payload) => {
    const started = Date.now()
    const outcome = await ensureCatalog(payload, size, { replace: true })
    console.log(
      `▸ catalog replaced: ${outcome.destinations} destinations, ${outcome.travels} travels, ${outcome.tours} tours in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  })
})
