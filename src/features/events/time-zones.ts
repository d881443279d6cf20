/** The time zones an event city can have: the editions' countries that have the events area. */
export const EVENT_TIME_ZONES = [
  { label: 'Italy (Europe/Rome)', value: 'Europe/Rome' },
  { label: 'Spain (Europe/Madrid)', value: 'Europe/Madrid' },
  { label: 'Canary Islands (Atlantic/Canary)', value: 'Atlantic/Canary' },
  { label: 'France (Europe/Paris)', value: 'Europe/Paris' },
  { label: 'United Kingdom (Europe/London)', value: 'Europe/London' },
  { label: 'US Eastern (America/New_York)', value: 'America/New_York' },
  { label: 'US Central (America/Chicago)', value: 'America/Chicago' },
  { label: 'US Mountain (America/Denver)', value: 'America/Denver' },
  { label: 'US Pacific (America/Los_Angeles)', value: 'America/Los_Angeles' },
] as const
export type EventTimeZone = (typeof EVENT_TIME_ZONES)[number]['value']
