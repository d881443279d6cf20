import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'
import { CANCELLATION as C, cancellationFee, euros } from './scale'

const bookings = mailAddress('fr', 'bookings')
const eur = (amount: number) => euros(amount, 'fr')
const price = C.examplePrice
const [half, most] = C.bands

export const cancellationPolicy: LegalDocument = {
  title: 'Politique d’annulation',
  updated: LEGAL_UPDATED,
  lead: `Les projets changent, et nous préférons que vous sachiez à l’avance ce qui se passe si vous ne pouvez plus partir. Cette politique explique ce que coûte l’annulation d’un voyage réservé avec ${BRAND_NAME}, comment fonctionne l’option d’annulation flexible, quand et comment les remboursements sont versés, et ce qui se passe si nous devons nous-mêmes annuler un départ. Elle fait partie des conditions générales du contrat de voyage à forfait.`,
  sections: [
    {
      heading: '1. À qui s’applique cette politique',
      body: [
        `Les voyages proposés sur le site sont organisés par ${OPERATOR.company}, ${OPERATOR.street}, ${OPERATOR.city}, Italie, numéro de TVA ${OPERATOR.vat}, en qualité d’organisateur au sens de la directive (UE) 2015/2302 relative aux voyages à forfait et du Code du tourisme italien. Cette politique s’applique à chaque voyageur figurant dans une réservation.`,
        'Les jours sont des jours calendaires comptés à rebours à partir de la date de départ indiquée dans votre réservation ; le jour du départ n’est pas compté. Tous les prix s’entendent par personne, et chaque voyageur d’une réservation peut annuler indépendamment des autres.',
      ],
    },
    {
      heading: '2. Le barème d’annulation standard',
      body: [
        'Si vous n’avez pas choisi l’option d’annulation flexible, le barème suivant s’applique en cas d’annulation. Le pourcentage est calculé sur le prix total du voyage par personne :',
        {
          bullets: [
            `${C.freeFromDays} jours ou plus avant le départ : aucuns frais ; tout ce que vous avez payé vous est remboursé sous ${C.refundWithinDays} jours ;`,
            `de ${half.fromDays} à ${half.toDays} jours avant le départ : ${half.percent} % du prix ;`,
            `de ${most.fromDays} à ${most.toDays} jours avant le départ : ${most.percent} % du prix ;`,
            `${C.bands[2].fromDays} jours ou moins avant le départ, ou en cas de non-présentation au début du voyage : ${C.bands[2].percent} % du prix.`,
          ],
        },
        'Si vous avez déjà payé davantage que le montant dû selon le barème, nous vous remboursons la différence. Les suppléments réservés (par exemple la chambre individuelle) suivent le même barème que le prix du voyage.',
      ],
    },
    {
      heading: '3. L’option d’annulation flexible',
      body: [
        `Lors de la réservation, vous pouvez ajouter l’option d’annulation flexible pour ${eur(C.flexible.price)} par personne. Elle ne peut être choisie qu’au moment de la réservation, pas ensuite, et son prix n’est pas remboursable.`,
        `Avec cette option, vous pouvez annuler sans frais jusqu’à ${C.flexible.freeFromDays} jours avant le départ. Votre acompte de ${eur(C.deposit)} vous est rendu sous la forme d’une carte cadeau ${BRAND_NAME} de même valeur, valable ${C.flexible.giftCardMonths} mois et utilisable sur n’importe quel voyage ; le reste de ce que vous avez payé vous est remboursé en argent sous ${C.refundWithinDays} jours. Si vous annulez ${C.bands[2].fromDays} jours ou moins avant le départ, le barème standard s’applique.`,
      ],
    },
    {
      heading: '4. Comment annuler',
      body: [
        [
          'Vous pouvez annuler depuis votre compte, dans la réservation concernée, ou en écrivant à ',
          { label: bookings, url: `mailto:${bookings}` },
          ' depuis l’adresse e-mail utilisée pour la réservation, en indiquant le code de réservation et le nom des voyageurs qui annulent.',
        ],
        'La date d’annulation est le jour où nous recevons votre demande ; une demande reçue un samedi, un dimanche ou un jour férié compte à partir de ce jour, même si notre équipe la traite le jour ouvré suivant (du lundi au vendredi, de 9 h à 19 h). Nous confirmons chaque annulation par e-mail en indiquant le montant qui sera remboursé.',
      ],
    },
    {
      heading: '5. Remboursements : quand et comment',
      body: [
        `Les remboursements sont versés sous ${C.refundWithinDays} jours à compter de l’annulation, par le moyen de paiement que vous avez utilisé : carte (Visa, Mastercard, American Express), PayPal, Apple Pay ou Google Pay. Si vous avez payé en livres ou en dollars, le remboursement est effectué dans la même devise.`,
        'Le délai d’apparition sur votre relevé dépend de votre banque ou de votre prestataire de paiement, généralement quelques jours ouvrés. Les cartes cadeaux sont envoyées par e-mail et apparaissent dans votre compte.',
      ],
    },
    {
      heading: '6. Céder votre réservation à une autre personne',
      body: [
        `Au lieu d’annuler, vous pouvez céder votre place à une autre personne qui remplit les conditions du voyage (notamment sa tranche d’âge et les documents de voyage exigés). Informez-nous au moins ${C.transferNoticeDays} jours avant le départ, en nous communiquant les coordonnées du nouveau voyageur.`,
        'Nous ne facturons aucuns frais de cession. Seuls les coûts réellement engagés sont facturés, par exemple le changement de nom sur un vol inclus dans le voyage, et nous vous les indiquons avant votre confirmation. Vous et le nouveau voyageur êtes solidairement responsables du solde restant dû et de ces coûts.',
      ],
    },
    {
      heading: '7. Changer de départ',
      body: [
        `Jusqu’à ${C.freeFromDays} jours avant le départ, vous pouvez reporter votre réservation une fois, sans frais, sur un autre départ du même voyage ou sur un autre voyage, selon les disponibilités. Si le nouveau voyage coûte plus cher, vous payez la différence ; s’il coûte moins cher, nous vous la remboursons sous ${C.refundWithinDays} jours.`,
        'Passé ce délai, un changement de départ est traité comme une annulation selon le barème de l’article 2, suivie d’une nouvelle réservation.',
      ],
    },
    {
      heading: '8. Annulation par l’organisateur',
      body: [
        `Chaque départ indique le nombre minimum de voyageurs qui le confirme. Si ce minimum n’est pas atteint ${C.minimumCheckDays} jours avant le départ, nous annulons le départ et vous en informons sans délai. Vous choisissez alors entre le remboursement intégral de ce que vous avez payé, sous ${C.refundWithinDays} jours, et une place sur un autre départ.`,
        `Si nous annulons un voyage pour toute autre raison, vous êtes remboursé intégralement sous ${C.refundWithinDays} jours et, lorsque la loi le prévoit, indemnisé.`,
      ],
    },
    {
      heading: '9. Circonstances exceptionnelles et inévitables',
      body: [
        'Si des circonstances exceptionnelles et inévitables survenant au lieu de destination ou à proximité immédiate (telles qu’une guerre, une catastrophe naturelle ou une grave épidémie) ont des conséquences importantes sur le voyage ou sur le transport vers la destination, vous pouvez annuler avant le départ sans payer de frais, et nous vous remboursons tout ce que vous avez payé.',
        `Si ces mêmes circonstances nous empêchent d’assurer le voyage, nous l’annulons et vous remboursons intégralement sous ${C.refundWithinDays} jours. Dans les deux cas, aucune autre indemnisation n’est due.`,
      ],
    },
    {
      heading: '10. Ce que couvre l’assurance incluse',
      body: [
        'L’assurance médicale et bagages est toujours comprise dans le prix. Elle couvre les frais médicaux et l’assistance pendant le voyage, y compris le rapatriement si nécessaire, ainsi que la perte ou la détérioration de vos bagages, dans les limites indiquées dans le contrat d’assurance que nous vous envoyons avec la confirmation de réservation.',
        'Elle ne couvre pas les frais d’annulation prévus par cette politique (c’est le rôle de l’option d’annulation flexible), les vols ou prestations que vous avez réservés vous-même, ni les cas exclus par les conditions du contrat. Si vous souhaitez être couvert en cas d’annulation, vous pouvez souscrire une assurance distincte.',
      ],
    },
    {
      heading: `11. Exemples pour un voyage à ${eur(price)}`,
      body: [
        `Les exemples ci-dessous concernent un voyageur inscrit à un voyage de ${eur(price)}, entièrement payé :`,
        {
          bullets: [
            `Annulation 40 jours avant le départ : aucuns frais ; ${eur(price)} sont remboursés.`,
            `Annulation 20 jours avant le départ : les frais sont de ${half.percent} %, soit ${eur(cancellationFee(price, 20))} ; ${eur(price - cancellationFee(price, 20))} sont remboursés.`,
            `Annulation 10 jours avant le départ : les frais sont de ${most.percent} %, soit ${eur(cancellationFee(price, 10))} ; ${eur(price - cancellationFee(price, 10))} sont remboursés.`,
            `Annulation 5 jours avant le départ ou non-présentation : les frais sont de ${eur(cancellationFee(price, 5))} ; rien n’est remboursé.`,
            `Avec l’option d’annulation flexible (${eur(C.flexible.price)}), annulation 10 jours avant le départ : vous recevez une carte cadeau de ${eur(C.deposit)} et un remboursement de ${eur(price - C.deposit)}.`,
            `Le départ n’atteint pas son minimum ${C.minimumCheckDays} jours avant : vous choisissez entre un remboursement de ${eur(price)} et un autre départ.`,
          ],
        },
      ],
    },
  ],
}
