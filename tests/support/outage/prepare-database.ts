/**
 * Run as its own process by the outage scenario (so the test process holds no connection to the
 * database it stops): migrations, the admin of the scenario, and a published home page.
 */
import { runMain } from '../../../scripts/run-main'
import { withCms } from '../../../scripts/with-cms'
import { paragraphText } from '../lexical'

runMain(() =>
  withCms(async (payload) => {
    await payload.create({
      collection: 'users',
      data: { email: process.env.OUTAGE_ADMIN_EMAIL!, password: process.env.OUTAGE_ADMIN_PASSWORD!, role: 'admin' },
      context: { disableRevalidate: true },
    })
    await payload.create({
      collection: 'pages',
      locale: 'it',
      context: { disableRevalidate: true },
      data: {
        title: 'Casa',
        routingKey: 'index',
        _status: 'published',
        blocks: [{ blockType: 'richText', content: paragraphText('Benvenuti') }],
      } as never,
    })
  }),
)
