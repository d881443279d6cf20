import { BRAND_NAME } from '../../../../src/lib/brand'
import type { InfoPage } from '../types'

export const fr: InfoPage = {
  title: 'Nos valeurs',
  lead: `${BRAND_NAME} est né d’une idée simple : partir seul ne veut pas dire voyager seul. Voici les principes qui guident chacun de nos voyages, et ce que tu peux attendre de nous avant, pendant et après le départ.`,
  sections: [
    {
      heading: 'Petits groupes, vraies rencontres',
      body: [
        'Nous voyageons en petits groupes, 11 voyageurs en moyenne, parce que c’est la bonne taille pour vraiment se connaître sans perdre sa liberté. Chaque départ indique combien de voyageurs le confirment et sa taille maximale, pour que tu saches toujours dans quel groupe tu pars.',
      ],
    },
    {
      heading: 'Une génération en voyage',
      body: [
        'Nos voyageurs ont entre 25 et 49 ans, et chaque départ est pensé pour les 25-35 ans ou pour les 35-49 ans. Ce n’est pas une règle pour exclure, mais une manière de réunir des personnes qui se comprennent tout de suite.',
      ],
    },
    {
      heading: 'Un coordinateur, pas un guide',
      body: [
        `Un coordinateur part avec chaque groupe : un voyageur formé par ${BRAND_NAME} qui soude le groupe et gère les imprévus. Pour les visites, nous faisons appel à des guides locaux, parce que personne ne raconte mieux un lieu que ceux qui y vivent.`,
      ],
    },
    {
      heading: 'La clarté sur l’argent',
      body: [
        'Des prix par personne, un acompte de 100 € pour garder ta place et le solde 31 jours avant le départ. Le montant de la cagnotte commune est indiqué sur chaque voyage et le coordinateur la gère avec le groupe, avec des comptes visibles par tous. Si tu annules jusqu’à 31 jours avant le départ, nous te remboursons tout sous 14 jours.',
      ],
    },
    {
      heading: 'Voyager protégé',
      body: [
        {
          bullets: [
            'L’assurance médicale et bagages est incluse dans chaque voyage.',
            `${BRAND_NAME} Group Travel S.r.l., le voyagiste qui organise les voyages, est assuré en responsabilité civile professionnelle.`,
            'Nous adhérons à un fonds de garantie qui protège tes paiements en cas d’insolvabilité, comme le prévoient la directive UE 2015/2302 et le Code du tourisme italien.',
          ],
        },
      ],
    },
    {
      heading: 'Écouter les voyageurs',
      body: [
        'Après chaque voyage, nous lisons les avis un par un, les enthousiastes comme les critiques. Et quand tu nous écris, nous te répondons sous 24 heures, du lundi au vendredi.',
      ],
    },
  ],
}
