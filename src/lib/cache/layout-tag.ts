/** Cache tag of everything the site shell reads from the CMS (header, footer, contacts, banners, editions). */
export const layoutTag = 'layout'
