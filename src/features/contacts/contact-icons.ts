/** Icons a contact call to action can carry. */
export const CONTACT_ICONS = ['phone', 'email', 'whatsapp', 'chat', 'calendar'] as const
export type ContactIcon = (typeof CONTACT_ICONS)[number]
