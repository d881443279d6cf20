/** Pages reached by their slug (nested slugs included), not by a fixed route. */
export const SLUG_PAGES = [
  {
    it: {
      slug: 'guide/cosa-mettere-in-valigia',
      copy: ['Cosa mettere in valigia', 'Uno zaino da 40 litri basta per quasi tutti i nostri viaggi: ecco come riempirlo.', 'Porta strati leggeri, un impermeabile, scarpe già rodate e una borraccia. Il resto si trova sul posto.'],
    },
    en: {
      slug: 'guides/packing-list',
      copy: ['What to pack', 'A 40-litre backpack is enough for almost all of our trips: here is how to fill it.', 'Bring light layers, a rain jacket, shoes you have already walked in and a water bottle. Everything else you can find there.'],
    },
  },
  {
    it: {
      slug: 'viaggiare-da-soli',
      copy: ['Viaggiare da soli, ma in gruppo', 'Più della metà dei nostri viaggiatori parte da sola.', 'La chat di gruppo si apre qualche settimana prima: arriverai conoscendo già i tuoi compagni di viaggio.'],
    },
    en: {
      slug: 'solo-travel',
      copy: ['Travel solo, in a group', 'More than half of our travellers set off on their own.', 'The group chat opens a few weeks before departure: you arrive already knowing your travel mates.'],
    },
  },
] as const
