import type { TaskConfig } from 'payload'
import type { AlertChange } from './alert-changes'
import { mailSubscribers } from './mail-subscribers'

export const NOTIFY_ME_TASK = 'notifyMeAlerts'

/**
 * The job that mails a change's subscribers (queued by the tours' afterChange hook). A run that
 * could not send every mail is retried, five times at most, waiting 1, 2, 4, 8 then 16 minutes:
 * long enough for a mail server to come back.
 */
export const notifyMeTask: TaskConfig<typeof NOTIFY_ME_TASK> = {
  slug: NOTIFY_ME_TASK,
  label: 'Notify-me alert mails',
  inputSchema: [
    { name: 'change', type: 'json', required: true },
    { name: 'key', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'mailed', type: 'number', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => ({ output: { mailed: await mailSubscribers(req.payload, input.change as AlertChange) } }),
}
