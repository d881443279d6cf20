import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const fr: InfoPage = {
  title: 'Comment ça marche',
  lead: `Avec ${BRAND_NAME}, tu voyages en petit groupe avec des personnes de ton âge et un coordinateur qui part avec vous. Voici ce qui se passe, étape par étape, du choix du voyage jusqu’au retour à la maison.`,
  sections: [
    {
      heading: 'Choisis ton voyage',
      body: [
        'Cherche par destination, par date ou par style de voyage. Chaque départ est pensé pour les 25-35 ans ou pour les 35-49 ans et indique sa tranche d’âge, le nombre minimum de voyageurs qui le confirme et la taille maximale du groupe. En moyenne, un groupe compte 11 voyageurs.',
        'La page du voyage te donne l’itinéraire jour par jour, ce qui est inclus, le montant de la cagnotte commune et les documents nécessaires. Les prix sont toujours par personne.',
      ],
    },
    {
      heading: 'Réserve avec l’acompte',
      body: [
        'Tu réserves en ligne en quelques minutes : un acompte de 100 € te garantit ta place et le solde est à régler 31 jours avant le départ. Si tu réserves à moins de 31 jours du départ, tu paies tout en une fois.',
        {
          bullets: [
            'Tu paies par carte (Visa, Mastercard, American Express), PayPal, Apple Pay ou Google Pay.',
            'L’assurance médicale et bagages est toujours incluse.',
            'Tu annules gratuitement jusqu’à 31 jours avant le départ ; avec l’option flexible (49 € par personne, à choisir en réservant), jusqu’à 8 jours avant.',
          ],
        },
        'Le vol n’est pas inclus, sauf si le voyage le précise, et notre équipe te conseille volontiers. Achète-le une fois le départ confirmé : s’il n’atteint pas son minimum 21 jours avant, nous l’annulons et tu choisis entre un remboursement complet et un autre départ.',
      ],
    },
    {
      heading: 'Rencontre le groupe dans le chat',
      body: [
        'Environ trois semaines avant le départ, le chat du groupe s’ouvre avec ton coordinateur. C’est le moment de te présenter, d’organiser les arrivées, de demander quoi mettre dans ta valise et de briser la glace avant même de partir.',
        'Après la réservation, nous t’envoyons aussi une liste des documents : passeport, visas si besoin et vaccins exigés par la destination.',
      ],
    },
    {
      heading: 'Voyage avec le coordinateur',
      body: [
        `Ton coordinateur est un voyageur comme toi, formé par ${BRAND_NAME} : pas un guide local, mais la personne qui soude le groupe, suit le programme et gère les imprévus. Des guides locaux vous rejoignent pour les visites.`,
        'Tu partages ta chambre avec un voyageur du même genre, sauf indication contraire du voyage. Si vous réservez à deux, la chambre privée ne coûte rien de plus.',
      ],
    },
    {
      heading: 'La cagnotte commune',
      body: [
        'Les dépenses locales du voyage sont réglées avec la cagnotte commune, un fonds auquel chaque voyageur participe. Son montant est indiqué sur chaque voyage, pour que tu saches dès le début quoi prévoir. Le coordinateur la gère avec le groupe, avec des comptes clairs que chacun peut voir.',
      ],
    },
    {
      heading: 'Après le voyage',
      body: ['À ton retour, nous te demandons un avis : tes mots aident ceux qui choisiront après toi et nous disent quoi améliorer.'],
    },
  ],
}
