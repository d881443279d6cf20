/** `npm run api:docs`: writes docs/api.md from the site API's call declarations (scripts/api-reference.ts). */
import { writeFileSync } from 'node:fs'
import { SITE_API } from '@/runtime/site-api'
import { apiReference } from './api-reference'

writeFileSync(new URL('../docs/api.md', import.meta.url), apiReference(SITE_API))
console.log('▸ docs/api.md written')
process.exit(0)
