import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const fr: InfoPage = {
  title: 'Tranches d’âge',
  lead: `Les voyages ${BRAND_NAME} s’adressent à celles et ceux qui ont à peu près entre 25 et 49 ans, et chaque départ réunit une même génération. Tu voyages ainsi avec des personnes dont le rythme, la curiosité et les envies ressemblent aux tiens.`,
  sections: [
    {
      heading: 'Pourquoi voyager par âge',
      body: [
        'Dans un petit groupe, 11 voyageurs en moyenne, l’entente compte. Quand on vit la même étape de la vie, on attend souvent la même chose d’un voyage : discuter tard le soir, se lever tôt pour un lever de soleil, flâner dans un marché ou prolonger un dîner.',
        'C’est pourquoi chaque départ annonce sa tranche d’âge. Ce n’est pas une barrière pour exclure qui que ce soit, mais une promesse sur les personnes que tu vas rencontrer.',
      ],
    },
    {
      heading: 'Départs 25-35 ans',
      body: [
        'Ce sont les départs de celles et ceux qui viennent de commencer à travailler, ont changé de ville ou ont enfin des congés à dépenser comme ils veulent. On voyage avec énergie, les amitiés naissent vite et le chat du groupe s’anime des semaines avant le départ.',
      ],
    },
    {
      heading: 'Départs 35-49 ans',
      body: [
        'Ce sont les départs de voyageurs qui ont déjà pas mal bourlingué et savent ce qu’ils aiment. L’esprit est le même, avec des compagnons qui partagent ton rythme et tes priorités : certains partent pour décrocher du travail, d’autres pour profiter du voyage sans rien avoir à organiser.',
      ],
    },
    {
      heading: 'Lire la tranche d’un départ',
      body: [
        'Tu la trouves sur la page de chaque départ, avec les autres informations qui t’aident à choisir :',
        {
          bullets: [
            'la tranche d’âge : 25-35 ou 35-49 ans ;',
            'le nombre minimum de voyageurs qui confirme le départ ;',
            'la taille maximale du groupe ;',
            'le coordinateur qui part avec vous.',
          ],
        },
        'Un même voyage peut avoir des dates pour les deux tranches : choisis celle dans laquelle tu te reconnais.',
      ],
    },
    {
      heading: 'Si tu es juste en dehors de la tranche',
      body: [
        'Tu as entre 21 et 25 ans, ou tu dépasses tout juste la limite ? Écris-nous avant de réserver. Notre équipe étudie chaque demande avec le coordinateur du départ, en regardant le groupe qui se forme, et te répond franchement.',
        'Si la réponse est non, nous te proposons un départ qui te correspond mieux : l’important, c’est que tu te sentes bien dans le groupe, et le groupe avec toi.',
      ],
    },
  ],
}
