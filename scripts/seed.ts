/** `npm run seed`: applies migrations and adds whatever demo content is missing (idempotent). */
import { seed } from '../seed'
import { loadEnvironment } from './env'
import { runMain } from './run-main'
import { withCms } from './with-cms'

runMain(async () => {
  loadEnvironment(false)
  await withCms(async (payload) => {
    const result = await seed(payload, {
      adminEmail: process.env.SEED_ADMIN_EMAIL,
      adminPassword: process.env.SEED_ADMIN_PASSWORD,
      log: (line) => console.log(`▸ ${line}`),
    })
    if (result.admin) console.log(`▸ admin account created: ${result.admin.email} / ${result.admin.password}`)
  })
})
