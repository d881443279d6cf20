import { BRAND_NAME } from '../../src/lib/brand'
import type { Localized } from './types'

type Faq = Array<[category: string, items: Array<[question: string, answer: string]>]>

/** The words of the home page, per language (seed/content/home.ts lays them out). */
export type HomeCopy = {
  title: string
  heroTitle: string
  heroSubtitle: string
  heroCta: string
  introTitle: string
  intro: string
  bullets: string[]
  more: string
  faqTitle: string
  faq: Faq
  topSellersTitle: string
  departuresTitle: string
  reviewsTitle: string
  newsletterTitle: string
  newsletterText: string
}

export const HOME_COPY: Localized<HomeCopy> = {
  it: {
    title: 'Viaggi di gruppo nel mondo',
    heroTitle: 'Il mondo è più bello in compagnia',
    heroSubtitle: 'Viaggi in piccoli gruppi con un coordinatore, in più di 100 paesi.',
    heroCta: 'Scopri i viaggi',
    introTitle: 'Perché viaggiare con noi',
    intro:
      'Gruppi di circa 11 persone della tua età, un coordinatore che conosce la destinazione e itinerari pensati per vivere i luoghi, non solo vederli.',
    bullets: [
      'Cancellazione gratuita fino a 31 giorni prima',
      'Assicurazione medica e bagaglio sempre inclusa',
      'Camera privata gratuita se prenoti in due',
    ],
    more: 'Scopri come funziona',
    faqTitle: 'Domande frequenti',
    faq: [
      [
        'Prenotazione',
        [
          ['Quanto devo pagare per prenotare?', 'Basta un acconto di 100 euro; il saldo si paga 31 giorni prima della partenza.'],
          ['Posso viaggiare da solo?', 'Certo: la maggior parte dei nostri viaggiatori parte da sola e trova il gruppo sul posto.'],
        ],
      ],
      [
        'In viaggio',
        [
          [
            'Quante persone ci sono in un gruppo?',
            'In media 11 persone, con un coordinatore che accompagna il gruppo per tutto il viaggio.',
          ],
          ['L’assicurazione è inclusa?', 'Sì, l’assicurazione medica e bagaglio è sempre inclusa nel prezzo.'],
        ],
      ],
    ],
    topSellersTitle: 'I più venduti',
    departuresTitle: 'Prossime partenze confermate',
    reviewsTitle: `Cosa dicono i viaggiatori di ${BRAND_NAME}`,
    newsletterTitle: 'Iscriviti alla newsletter',
    newsletterText: 'Ogni settimana nuove partenze, offerte e storie dalla community. Niente spam, promesso.',
  },
  en: {
    title: 'Group trips around the world',
    heroTitle: 'The world is better together',
    heroSubtitle: 'Small-group trips with a coordinator, in more than 100 countries.',
    heroCta: 'Explore trips',
    introTitle: 'Why travel with us',
    intro:
      'Groups of about 11 people your age, a coordinator who knows the destination, and itineraries designed to live places, not just see them.',
    bullets: [
      'Free cancellation up to 31 days before departure',
      'Medical and baggage insurance always included',
      'Private room free when you book for two',
    ],
    more: 'See how it works',
    faqTitle: 'Frequently asked questions',
    faq: [
      [
        'Booking',
        [
          ['How much do I pay to book?', 'A deposit of 100 euro is enough; the balance is due 31 days before departure.'],
          ['Can I travel alone?', 'Of course: most of our travellers set off alone and find their group there.'],
        ],
      ],
      [
        'On the trip',
        [
          ['How many people are in a group?', 'About 11 on average, with a coordinator who stays with the group for the whole trip.'],
          ['Is insurance included?', 'Yes, medical and baggage insurance is always included in the price.'],
        ],
      ],
    ],
    topSellersTitle: 'Top sellers',
    departuresTitle: 'Next confirmed departures',
    reviewsTitle: `What ${BRAND_NAME} travellers say`,
    newsletterTitle: 'Join the newsletter',
    newsletterText: 'New departures, offers and stories from the community every week. No spam, promise.',
  },
  es: {
    title: 'Viajes en grupo por todo el mundo',
    heroTitle: 'El mundo es más bonito en compañía',
    heroSubtitle: 'Viajes en grupos reducidos con coordinador, en más de 100 países.',
    heroCta: 'Descubre los viajes',
    introTitle: 'Por qué viajar con nosotros',
    intro:
      'Grupos de unas 11 personas de tu edad, un coordinador que conoce el destino e itinerarios pensados para vivir los lugares, no solo para verlos.',
    bullets: [
      'Cancelación gratuita hasta 31 días antes de la salida',
      'Seguro médico y de equipaje siempre incluido',
      'Habitación privada gratis si reservas para dos',
    ],
    more: 'Descubre cómo funciona',
    faqTitle: 'Preguntas frecuentes',
    faq: [
      [
        'Reserva',
        [
          ['¿Cuánto tengo que pagar para reservar?', 'Basta con una señal de 100 euros; el resto se paga 31 días antes de la salida.'],
          ['¿Puedo viajar solo?', 'Claro: la mayoría de nuestros viajeros viene en solitario y conoce a su grupo en destino.'],
        ],
      ],
      [
        'Durante el viaje',
        [
          ['¿Cuántas personas hay en un grupo?', 'Unas 11 de media, con un coordinador que acompaña al grupo durante todo el viaje.'],
          ['¿El seguro está incluido?', 'Sí, el seguro médico y de equipaje está siempre incluido en el precio.'],
        ],
      ],
    ],
    topSellersTitle: 'Los más vendidos',
    departuresTitle: 'Próximas salidas confirmadas',
    reviewsTitle: `Lo que dicen los viajeros de ${BRAND_NAME}`,
    newsletterTitle: 'Suscríbete a la newsletter',
    newsletterText: 'Cada semana, nuevas salidas, ofertas e historias de la comunidad. Nada de spam, prometido.',
  },
  fr: {
    title: 'Voyages en groupe dans le monde entier',
    heroTitle: 'Le monde est plus beau à plusieurs',
    heroSubtitle: 'Des voyages en petits groupes avec un coordinateur, dans plus de 100 pays.',
    heroCta: 'Découvrir les voyages',
    introTitle: 'Pourquoi voyager avec nous',
    intro:
      'Des groupes d’environ 11 personnes de ton âge, un coordinateur qui connaît la destination et des itinéraires pensés pour vivre les lieux, pas seulement pour les voir.',
    bullets: [
      'Annulation gratuite jusqu’à 31 jours avant le départ',
      'Assurance médicale et bagages toujours incluse',
      'Chambre privée offerte si tu réserves à deux',
    ],
    more: 'Découvre comment ça marche',
    faqTitle: 'Questions fréquentes',
    faq: [
      [
        'Réservation',
        [
          ['Combien dois-je payer pour réserver ?', 'Un acompte de 100 euros suffit ; le solde est à régler 31 jours avant le départ.'],
          ['Puis-je voyager seul ?', 'Bien sûr : la plupart de nos voyageurs partent seuls et retrouvent leur groupe sur place.'],
        ],
      ],
      [
        'Pendant le voyage',
        [
          [
            'Combien de personnes compte un groupe ?',
            'Environ 11 en moyenne, avec un coordinateur qui accompagne le groupe pendant tout le voyage.',
          ],
          ['L’assurance est-elle incluse ?', 'Oui, l’assurance médicale et bagages est toujours comprise dans le prix.'],
        ],
      ],
    ],
    topSellersTitle: 'Les meilleures ventes',
    departuresTitle: 'Prochains départs confirmés',
    reviewsTitle: `Ce que disent les voyageurs ${BRAND_NAME}`,
    newsletterTitle: 'Inscris-toi à la newsletter',
    newsletterText: 'Chaque semaine, de nouveaux départs, des offres et des histoires de la communauté. Pas de spam, promis.',
  },
  de: {
    title: 'Gruppenreisen in die ganze Welt',
    heroTitle: 'Gemeinsam ist die Welt schöner',
    heroSubtitle: 'Reisen in kleinen Gruppen mit Koordinator, in mehr als 100 Ländern.',
    heroCta: 'Reisen entdecken',
    introTitle: 'Warum mit uns reisen',
    intro:
      'Gruppen von rund 11 Leuten in deinem Alter, ein Koordinator, der das Reiseziel kennt, und Routen, auf denen du Orte erlebst, statt sie nur anzuschauen.',
    bullets: [
      'Kostenlose Stornierung bis 31 Tage vor Abreise',
      'Reisekranken- und Gepäckversicherung immer inklusive',
      'Privates Zimmer gratis, wenn ihr zu zweit bucht',
    ],
    more: 'So funktioniert’s',
    faqTitle: 'Häufige Fragen',
    faq: [
      [
        'Buchung',
        [
          [
            'Wie viel muss ich bei der Buchung zahlen?',
            'Eine Anzahlung von 100 Euro genügt; der Restbetrag ist 31 Tage vor Abreise fällig.',
          ],
          ['Kann ich allein reisen?', 'Klar: Die meisten unserer Reisenden kommen allein und lernen ihre Gruppe vor Ort kennen.'],
        ],
      ],
      [
        'Unterwegs',
        [
          [
            'Wie viele Leute sind in einer Gruppe?',
            'Im Schnitt rund 11, begleitet von einem Koordinator, der die ganze Reise über dabei ist.',
          ],
          ['Ist eine Versicherung inklusive?', 'Ja, Reisekranken- und Gepäckversicherung sind immer im Preis enthalten.'],
        ],
      ],
    ],
    topSellersTitle: 'Bestseller',
    departuresTitle: 'Nächste bestätigte Abreisen',
    reviewsTitle: `Das sagen die Reisenden von ${BRAND_NAME}`,
    newsletterTitle: 'Abonniere unseren Newsletter',
    newsletterText: 'Jede Woche neue Abreisen, Angebote und Geschichten aus der Community. Kein Spam, versprochen.',
  },
}
