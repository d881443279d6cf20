/** Crawlers and link previews: never put in an experiment, so they always see (and index) the page asked for. */
const BOT = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|pagespeed/i

export const isBot = (userAgent: string | null): boolean => userAgent !== null && BOT.test(userAgent)
