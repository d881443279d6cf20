import type { SeedLanguage } from './types'

type SlugPage = Record<SeedLanguage, { slug: string; copy: readonly [title: string, ...paragraphs: string[]] }>

/**
 * Pages reached by their slug (nested slugs included), not by a fixed route. Slugs are
 * lowercase `[a-z0-9-]` segments and never equal a route path of any language (seed/pages.ts
 * `assertUsableSlugs` refuses them before anything is written).
 */
export const SLUG_PAGES: SlugPage[] = [
  {
    it: {
      slug: 'guide/cosa-mettere-in-valigia',
      copy: [
        'Cosa mettere in valigia',
        'Uno zaino da 40 litri basta per quasi tutti i nostri viaggi: ecco come riempirlo.',
        'Porta strati leggeri, un impermeabile, scarpe già rodate e una borraccia. Il resto si trova sul posto.',
      ],
    },
    en: {
      slug: 'guides/packing-list',
      copy: [
        'What to pack',
        'A 40-litre backpack is enough for almost all of our trips: here is how to fill it.',
        'Bring light layers, a rain jacket, shoes you have already walked in and a water bottle. Everything else you can find there.',
      ],
    },
    es: {
      slug: 'guias/que-llevar-en-la-maleta',
      copy: [
        'Qué llevar en la maleta',
        'Una mochila de 40 litros basta para casi todos nuestros viajes: te contamos cómo llenarla.',
        'Lleva capas ligeras, un chubasquero, un calzado ya usado y una botella reutilizable. Todo lo demás lo encontrarás allí.',
      ],
    },
    fr: {
      slug: 'guides/que-mettre-dans-sa-valise',
      copy: [
        'Que mettre dans sa valise',
        'Un sac à dos de 40 litres suffit pour presque tous nos voyages : voici comment le remplir.',
        'Prends des vêtements légers à superposer, un imperméable, des chaussures déjà rodées et une gourde. Le reste, tu le trouveras sur place.',
      ],
    },
    de: {
      slug: 'ratgeber/packliste',
      copy: [
        'Was kommt in den Rucksack?',
        'Ein 40-Liter-Rucksack reicht für fast alle unsere Reisen – so packst du ihn richtig.',
        'Nimm leichte Kleidung zum Übereinanderziehen, eine Regenjacke, eingelaufene Schuhe und eine Trinkflasche mit. Alles andere bekommst du vor Ort.',
      ],
    },
  },
  {
    it: {
      slug: 'viaggiare-da-soli',
      copy: [
        'Viaggiare da soli, ma in gruppo',
        'Più della metà dei nostri viaggiatori parte da sola.',
        'La chat di gruppo si apre qualche settimana prima: arriverai conoscendo già i tuoi compagni di viaggio.',
      ],
    },
    en: {
      slug: 'solo-travel',
      copy: [
        'Travel solo, in a group',
        'More than half of our travellers set off on their own.',
        'The group chat opens a few weeks before departure: you arrive already knowing your travel mates.',
      ],
    },
    es: {
      slug: 'viajar-solo',
      copy: [
        'Viajar solo, pero en grupo',
        'Más de la mitad de nuestros viajeros se apunta en solitario.',
        'El chat del grupo se abre unas semanas antes de la salida: llegarás conociendo ya a tus compañeros de viaje.',
      ],
    },
    fr: {
      slug: 'voyager-seul',
      copy: [
        'Voyager seul, mais en groupe',
        'Plus de la moitié de nos voyageurs partent seuls.',
        'Le chat du groupe ouvre quelques semaines avant le départ : tu arrives en connaissant déjà tes compagnons de voyage.',
      ],
    },
    de: {
      slug: 'allein-reisen',
      copy: [
        'Allein reisen, aber in der Gruppe',
        'Mehr als die Hälfte unserer Reisenden kommt allein.',
        'Der Gruppenchat startet ein paar Wochen vor Abreise: So kennst du deine Mitreisenden schon, wenn du ankommst.',
      ],
    },
  },
]
