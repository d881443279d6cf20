import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const fr: InfoPage = {
  title: 'Chambre partagée ou privée',
  lead: `Pendant les voyages ${BRAND_NAME}, la chambre se partage : c’est l’une des façons les plus simples de faire connaissance, et elle garde le prix raisonnable. Si tu préfères un peu d’espace à toi, il existe deux solutions, les voici.`,
  sections: [
    {
      heading: 'Comment marche la chambre partagée',
      body: [
        'Si tu voyages seul, tu partages ta chambre avec un autre voyageur du groupe du même genre, sauf si le voyage prévoit un autre hébergement. Pas besoin de chercher un colocataire : nous nous en occupons quand le groupe se forme.',
        'Le prix affiché est par personne et comprend déjà la chambre partagée, sans frais cachés.',
      ],
    },
    {
      heading: 'Pourquoi partager',
      body: [
        'Ceux qui partent seuls s’inquiètent souvent de ce point, et rentrent presque toujours avec un ami de plus. Partager sa chambre brise la glace, simplifie l’organisation du matin et fait partie de ce qui soude le groupe dès le premier soir.',
      ],
    },
    {
      heading: 'Vous êtes deux ? La chambre privée est gratuite',
      body: [
        'Si vous réservez à deux, avec ton ou ta partenaire, un ami ou une sœur, la chambre privée ne coûte rien de plus. Vous dormez dans votre chambre et restez membres du groupe pour tout le reste.',
        'Il suffit de réserver ensemble : nous savons ainsi que la chambre est pour vous.',
      ],
    },
    {
      heading: 'Chambre individuelle avec supplément',
      body: [
        'Certains voyages proposent l’option chambre individuelle : tu la vois sur la page du voyage et tu peux la réserver avec un supplément. C’est le bon choix si tu dors mal avec quelqu’un à côté ou si tu as besoin de moments à toi.',
      ],
    },
    {
      heading: 'Quand le voyage prévoit autre chose',
      body: [
        'Sur certains itinéraires, l’hébergement change pour une ou plusieurs nuits, par exemple en refuge, sous la tente ou sur un bateau. La page du voyage l’indique toujours, pour que tu saches avant de réserver comment tu dormiras.',
      ],
    },
    {
      heading: 'Bon à savoir',
      body: [
        {
          bullets: [
            'Les prix sont toujours par personne.',
            'La chambre partagée se fait avec un voyageur du même genre.',
            'La chambre privée est gratuite quand vous réservez à deux.',
            'L’individuelle, quand elle existe, a un supplément.',
          ],
        },
        'Un doute sur ta situation ? Écris-nous : notre équipe te répond sous 24 heures.',
      ],
    },
  ],
}
