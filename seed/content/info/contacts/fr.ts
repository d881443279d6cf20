import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'
import type { ContactDetails } from './details'

export const fr = (contact: ContactDetails): InfoPage => ({
  title: 'Nous contacter',
  lead: `Une question sur un voyage, une réservation ou le fonctionnement de ${BRAND_NAME} ? Notre équipe te répond par téléphone, sur WhatsApp et par e-mail : ${contact.hours}.`,
  sections: [
    {
      heading: 'Téléphone',
      body: [
        ['Appelle-nous au ', contact.phone, ` (${contact.hours}).`],
        'C’est le bon canal si tu hésites entre plusieurs voyages ou dates et que tu veux un conseil de vive voix, ou si tu as besoin d’une réponse tout de suite.',
      ],
    },
    {
      heading: 'WhatsApp',
      body: [
        ['Écris-nous sur WhatsApp au ', contact.whatsapp, ` (${contact.hours}).`],
        'Pratique pour les questions rapides, pour nous envoyer la photo d’un document ou pour reprendre une conversation quand tu as un moment.',
      ],
    },
    {
      heading: 'E-mail',
      body: [
        'Nous répondons à chaque e-mail sous 24 heures. Choisis la bonne adresse et tu arrives directement chez la personne qui peut t’aider :',
        [contact.hello, ` : questions sur les voyages et sur ${BRAND_NAME}, avant de réserver.`],
        [contact.bookings, ` : modifications, paiements et documents d’une réservation.`],
        [contact.privacy, ` : tes données personnelles et la confidentialité.`],
      ],
    },
    {
      heading: 'Quel canal choisir',
      body: [
        {
          bullets: [
            'Avant de réserver : téléphone ou WhatsApp, pour choisir ensemble le voyage et la date.',
            'Tu as déjà réservé : écris au service réservations et garde ton code de réservation à portée de main, il nous aide à te répondre plus vite.',
            'Tu es en voyage : ton coordinateur et le chat du groupe sont le moyen le plus rapide.',
            'Données personnelles : l’adresse confidentialité.',
          ],
        },
      ],
    },
    {
      heading: 'Parle-nous depuis chaque page',
      body: [
        'Quand tu vois le bouton « Nous contacter » en haut de la page, ouvre-le : tu y trouves les mêmes coordonnées, plus un lien direct vers le service réservations si tu as déjà réservé.',
      ],
    },
    {
      heading: 'Où nous trouver',
      body: [
        `${BRAND_NAME} Group Travel S.r.l., Via Giovanni Battista Pirelli 12, 20124 Milan, Italie. Numéro de TVA IT11864520967, immatriculée au registre des entreprises de Milan. C’est le voyagiste qui organise nos voyages, et tu peux aussi nous écrire par courrier à cette adresse.`,
      ],
    },
  ],
})
