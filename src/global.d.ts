import type { Messages } from './editions/messages'
import type { routing } from './editions/routing'

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number]
    Messages: Messages
  }
}
