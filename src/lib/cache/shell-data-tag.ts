/**
 * Cache tag of the shell data: everything the site shell reads from the CMS (header, footer,
 * contacts, banners, editions). Its value stays `layout`, the name callers of the revalidation API know.
 */
export const shellDataTag = 'layout'
