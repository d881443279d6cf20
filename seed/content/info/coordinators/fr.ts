import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const fr: InfoPage = {
  title: 'Nos coordinateurs',
  lead: `Chaque groupe ${BRAND_NAME} part avec un coordinateur : un voyageur comme toi, qui connaît le voyage et sait faire fonctionner un groupe. Tu les trouves tous ci-dessous, avec leur profil et leurs prochains départs.`,
  sections: [
    {
      heading: 'Qui est le coordinateur',
      body: [
        `Ce n’est ni un guide local ni un accompagnateur qui décide de tout à ta place. C’est un voyageur, formé par ${BRAND_NAME}, qui a choisi de mettre son expérience au service du groupe. Il part avec vous, dort là où vous dormez et vit le voyage du début à la fin.`,
      ],
    },
    {
      heading: 'Avant le départ',
      body: [
        'Environ trois semaines avant le départ, le coordinateur ouvre avec vous le chat du groupe. Il répond aux premières questions, aide à organiser les arrivées et fait en sorte que, le jour de la rencontre, vous ayez l’impression de déjà un peu vous connaître.',
      ],
    },
    {
      heading: 'Pendant le voyage',
      body: [
        'Sur place, c’est le point de repère du groupe :',
        {
          bullets: [
            'il suit le programme jour après jour et garde le groupe uni ;',
            'il gère la cagnotte commune avec vous, avec des comptes clairs ;',
            'il trouve une solution quand quelque chose ne se passe pas comme prévu ;',
            'il laisse de la place à qui a besoin d’un moment à soi.',
          ],
        },
        'Pour les visites, des guides locaux rejoignent le groupe et te racontent les lieux avec le savoir de ceux qui y vivent.',
      ],
    },
    {
      heading: 'Un groupe, pas une foule',
      body: [
        'Les groupes sont petits, 11 voyageurs en moyenne, et le coordinateur veille à ce que personne ne reste à l’écart. Le temps libre se décide ensemble, et les meilleures soirées naissent souvent d’une idée du groupe plutôt que du programme.',
      ],
    },
    {
      heading: 'Choisis aussi selon le coordinateur',
      body: [
        'Ci-dessous, tu trouves nos coordinateurs. Ouvre un profil pour découvrir qui ils sont, comment ils voyagent et avec quels départs ils partent bientôt : parfois, c’est justement la personne qui mène le groupe qui fait choisir une date plutôt qu’une autre.',
      ],
    },
  ],
}
