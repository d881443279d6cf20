import { BRAND_NAME } from '../../../src/lib/brand'
import type { FaqCopy } from './types'

export const FAQ_FR: FaqCopy = {
  title: 'Questions fréquentes',
  lead: `Tout ce qu’il faut savoir avant de partir avec ${BRAND_NAME} : réservation, paiement, ton groupe et ton coordinateur, documents et annulation. Un doute ? Notre service client te répond du lundi au vendredi, de 9 h à 19 h.`,
  categories: {
    booking: {
      name: 'Réservation',
      items: [
        [
          'Comment réserver un voyage ?',
          'Choisis ton voyage et ta date de départ, puis réserve en ligne en quelques minutes. Les prix sont par personne, et ta place est à toi dès que l’acompte est payé.',
        ],
        [
          'Combien dois-je payer à la réservation ?',
          'Un acompte de 100 € suffit pour bloquer ta place. Le solde est à régler 31 jours avant le départ.',
        ],
        [
          'Quand un départ est-il confirmé ?',
          'Chaque départ indique le nombre minimum de voyageurs qui le confirme et la taille maximale du groupe. Dès que le minimum est atteint, le départ est affiché comme confirmé et tu peux organiser la suite sereinement.',
        ],
        [
          'Les vols sont-ils compris ?',
          'Non, sauf si la page du voyage le précise. Notre équipe peut te conseiller sur les vols à prendre pour rejoindre le groupe.',
        ],
        [
          'Comment joindre le service client ?',
          'Nous te répondons du lundi au vendredi, de 9 h à 19 h, par téléphone, par e-mail et sur WhatsApp. Les e-mails reçoivent une réponse sous 24 heures.',
        ],
      ],
    },
    payment: {
      name: 'Paiement',
      items: [
        [
          'Quels moyens de paiement acceptez-vous ?',
          'Tu peux payer par carte (Visa, Mastercard, American Express), PayPal, Apple Pay ou Google Pay.',
        ],
        ['Quand dois-je payer le solde ?', 'Le solde est dû 31 jours avant le départ ; jusque-là, tu n’as payé que l’acompte.'],
        [
          'Et si je réserve moins de 31 jours avant le départ ?',
          'Dans ce cas, tu paies la totalité du prix dès la réservation, puisque l’échéance du solde est déjà passée.',
        ],
        [
          'C’est quoi, la cagnotte commune ?',
          'C’est un fonds partagé qui règle les dépenses locales pendant le voyage. Son montant est indiqué sur chaque voyage, et le coordinateur la gère avec le groupe.',
        ],
      ],
    },
    group: {
      name: 'Le groupe',
      items: [
        [
          'Combien de personnes compte un groupe ?',
          'Nos groupes sont petits : 11 voyageurs en moyenne. Chaque départ indique son nombre minimum de voyageurs et la taille maximale du groupe.',
        ],
        [
          'Quel âge ont les autres voyageurs ?',
          'Nos voyageurs ont à peu près entre 25 et 49 ans. Chaque départ s’adresse aux 25-35 ans ou aux 35-49 ans et l’indique ; si tu as entre 21 et 25 ans ou que tu dépasses tout juste la tranche, demande-nous : l’équipe décide avec le coordinateur.',
        ],
        [
          'Je pars seul ou seule : vais-je partager ma chambre ?',
          'Oui, tu partages ta chambre avec un voyageur du même genre, sauf si le voyage indique autre chose. Sur les voyages avec l’option chambre individuelle, tu peux en réserver une moyennant un supplément.',
        ],
        [
          'Nous sommes deux : pouvons-nous avoir une chambre rien qu’à nous ?',
          'Bien sûr, et sans frais : quand vous réservez à deux, la chambre privée est offerte.',
        ],
      ],
    },
    coordinator: {
      name: 'Le coordinateur',
      items: [
        [
          'Qui est le coordinateur ?',
          `Un voyageur comme toi, formé par ${BRAND_NAME}, qui accompagne chaque groupe du premier au dernier jour. Il veille à la cohésion du groupe, s’occupe de l’organisation au quotidien et gère la cagnotte commune avec vous.`,
        ],
        [
          'Le coordinateur est-il un guide local ?',
          'Non, le coordinateur n’est pas un guide local. Pour les visites, des guides locaux rejoignent le groupe et partagent leur connaissance des lieux.',
        ],
        [
          'Quand vais-je faire connaissance avec le coordinateur et le groupe ?',
          'Environ 3 semaines avant le départ, un chat de groupe s’ouvre avec le coordinateur. Tu peux y poser tes questions et te présenter avant même de partir.',
        ],
      ],
    },
    documents: {
      name: 'Documents et assurance',
      items: [
        [
          'De quels documents ai-je besoin ?',
          'D’un passeport valide : pour la plupart des pays, il doit l’être encore 6 mois après ton retour. Après ta réservation, nous t’envoyons une liste de vérification pour ton voyage.',
        ],
        [
          'Ai-je besoin d’un visa ?',
          'Cela dépend de la destination : la page du voyage indique les visas nécessaires. C’est à toi de les obtenir, et la liste que nous t’envoyons après la réservation t’aide à le faire à temps.',
        ],
        [
          'Faut-il des vaccins ?',
          'Seulement ceux qu’exige la destination. Ils sont sous ta responsabilité ; la liste reçue après la réservation t’indique quoi vérifier.',
        ],
        [
          'L’assurance voyage est-elle comprise ?',
          'Oui, l’assurance médicale et bagages est toujours comprise dans le prix de chaque voyage.',
        ],
      ],
    },
    cancellation: {
      name: 'Annulation',
      items: [
        ['Puis-je annuler gratuitement ?', 'Oui, jusqu’à 31 jours avant le départ. Tout ce que tu as payé t’est remboursé sous 14 jours.'],
        [
          'Combien coûte une annulation plus tardive ?',
          'De 30 à 15 jours avant le départ, tu paies 50 % du prix ; de 14 à 8 jours, 75 %. À 7 jours ou moins, ou si tu ne te présentes pas, tu paies 100 %.',
        ],
        [
          'Qu’est-ce que l’option d’annulation flexible ?',
          'Tu la choisis au moment de réserver, pour 49 € par personne. Tu peux alors annuler gratuitement jusqu’à 8 jours avant le départ : ton acompte te revient sous forme de carte cadeau de même valeur, valable 12 mois, et le reste t’est remboursé en argent.',
        ],
        [
          'Que se passe-t-il si un départ n’atteint pas son minimum ?',
          'Si le nombre minimum de voyageurs n’est pas atteint 21 jours avant le départ, nous annulons le départ. Tu choisis alors entre un remboursement intégral et un autre départ.',
        ],
      ],
    },
  },
}
