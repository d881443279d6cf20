import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'

const bookings = mailAddress('fr', 'bookings')
const privacy = mailAddress('fr', 'privacy')

export const generalConditions: LegalDocument = {
  title: 'Conditions générales du contrat de voyage à forfait',
  updated: LEGAL_UPDATED,
  lead: `Les présentes conditions générales s’appliquent à tout voyage réservé auprès de ${BRAND_NAME}. Avec la fiche du voyage et la confirmation de réservation, elles constituent votre contrat de voyage à forfait. Elles sont conformes à la directive (UE) 2015/2302 relative aux voyages à forfait et au Code italien du tourisme (décret législatif n° 79 du 23 mai 2011).`,
  sections: [
    {
      heading: '1. Les parties',
      body: [
        `L’organisateur de tous les voyages est ${OPERATOR.company}, dont le siège est situé ${OPERATOR.street}, ${OPERATOR.city}, Italie, numéro de TVA ${OPERATOR.vat}, immatriculée au registre des entreprises de Milan (ci-après « l’organisateur » ou « nous »). L’organisateur est assuré en responsabilité civile professionnelle et adhère à un fonds de garantie qui protège les paiements des voyageurs (article 15).`,
        'L’autre partie est le voyageur qui réserve, pour lui-même et pour chaque voyageur mentionné dans la réservation (« vous »). La personne qui réserve pour d’autres déclare y être autorisée et s’engage à leur transmettre les présentes conditions.',
      ],
    },
    {
      heading: '2. Contenu du forfait',
      body: [
        'Sont compris les services indiqués sur la fiche du voyage et repris dans la confirmation : en règle générale l’hébergement, les transports et les activités décrits dans l’itinéraire, un coordinateur pendant tout le voyage et une assurance médicale et bagages. Les vols ne sont pas compris, sauf mention contraire sur la fiche du voyage ; notre équipe peut vous conseiller sur les vols adaptés.',
        'Les chambres sont partagées avec un voyageur du même genre, sauf indication contraire du voyage. Deux voyageurs qui réservent ensemble disposent d’une chambre pour eux seuls sans supplément ; sur les voyages qui proposent l’option chambre individuelle, celle-ci peut être réservée moyennant un supplément.',
        'Les dépenses locales pendant le voyage sont réglées au moyen d’une cagnotte commune, qui ne fait pas partie du prix : son montant est indiqué pour chaque voyage et le coordinateur la gère avec le groupe.',
      ],
    },
    {
      heading: '3. Réservation et formation du contrat',
      body: [
        'La réservation s’effectue en ligne sur le site. Chaque départ indique sa tranche d’âge, 25-35 ans ou 35-49 ans ; si vous avez entre 21 et 25 ans ou dépassez de peu la tranche, vous pouvez en faire la demande, et notre équipe décide avec le coordinateur. Chaque départ indique également le nombre minimum de voyageurs qui le confirme et la taille maximale du groupe.',
        'Avant la réservation, nous vous communiquons les informations précontractuelles prévues par la loi. Le contrat est formé lorsque nous confirmons votre réservation par e-mail après réception de l’acompte ; la confirmation récapitule les prestations, le prix et les échéances de paiement.',
      ],
    },
    {
      heading: '4. Acompte, solde et paiement',
      body: [
        'Les prix s’entendent par personne. La place est garantie par un acompte de 100 €. Le solde est dû 31 jours avant le départ ; pour une réservation effectuée dans les 31 jours précédant le départ, le prix total est payé en une seule fois.',
        'Le paiement s’effectue par carte (Visa, Mastercard, American Express), PayPal, Apple Pay ou Google Pay. Si le solde n’est pas réglé à l’échéance, nous vous adressons un rappel par e-mail ; à défaut de paiement, nous pouvons annuler la réservation et appliquer les frais prévus à l’article 7.',
      ],
    },
    {
      heading: '5. Prix et révision du prix',
      body: [
        'Le prix confirmé lors de la réservation comprend les taxes et redevances connues à cette date. Après la réservation, il ne peut être augmenté qu’en conséquence directe d’une évolution :',
        {
          bullets: [
            'du coût du carburant ou d’autres sources d’énergie pour le transport de passagers ;',
            'des taxes ou redevances sur les services de voyage, telles que les taxes de séjour ou les taxes d’atterrissage et d’embarquement ;',
            'des taux de change applicables au forfait.',
          ],
        },
        'Toute hausse vous est notifiée, avec sa justification et son calcul, au plus tard 20 jours avant le départ. Si elle dépasse 8 % du prix, vous pouvez l’accepter ou résoudre le contrat sans frais. En cas de baisse de ces coûts, vous avez droit à une réduction correspondante.',
      ],
    },
    {
      heading: '6. Modifications demandées par le voyageur et cession du contrat',
      body: [
        'Les demandes de modification de la réservation (par exemple de chambre ou de date de départ) sont satisfaites dans la mesure du possible et peuvent entraîner des frais, qui vous sont indiqués avant acceptation.',
        'Vous pouvez céder votre contrat à une personne qui remplit les conditions du voyage, y compris la tranche d’âge du départ, en nous en informant au moins 7 jours avant le départ. Le cédant et le cessionnaire sont solidairement responsables du paiement du solde et des frais supplémentaires raisonnables occasionnés par la cession, que nous justifions.',
      ],
    },
    {
      heading: '7. Annulation par le voyageur',
      body: [
        'Vous pouvez annuler à tout moment par écrit. Sauf si vous avez choisi l’option flexible (article 8), les frais suivants s’appliquent, en pourcentage du prix du voyage :',
        {
          bullets: [
            'jusqu’à 31 jours avant le départ : aucun frais, toutes les sommes versées sont remboursées sous 14 jours ;',
            'de 30 à 15 jours avant le départ : 50 % du prix ;',
            'de 14 à 8 jours avant le départ : 75 % du prix ;',
            '7 jours ou moins avant le départ, ou non-présentation : 100 % du prix.',
          ],
        },
        'Les sommes à restituer sont remboursées sous 14 jours. Si des circonstances exceptionnelles et inévitables survenant à destination ont des conséquences importantes sur le voyage, vous pouvez annuler avant le départ sans frais et obtenir le remboursement intégral.',
      ],
    },
    {
      heading: '8. Option d’annulation flexible',
      body: [
        'Lors de la réservation, vous pouvez ajouter l’option d’annulation flexible, au prix de 49 € par personne. Elle permet d’annuler sans frais jusqu’à 8 jours avant le départ : l’acompte est restitué sous forme de carte cadeau de même valeur, valable 12 mois, et le reste des sommes versées est remboursé en argent. À partir de 7 jours avant le départ, le barème de l’article 7 s’applique.',
      ],
    },
    {
      heading: '9. Annulation par l’organisateur',
      body: [
        'Si un départ n’a pas atteint son nombre minimum de voyageurs 21 jours avant le départ, nous l’annulons et vous en informons sans délai ; vous choisissez entre le remboursement intégral et un autre départ.',
        'Nous pouvons également annuler si des circonstances exceptionnelles et inévitables nous empêchent d’exécuter le contrat, en vous en informant dans les meilleurs délais avant le départ. Dans ces deux cas, vous êtes intégralement remboursé sous 14 jours, sans autre indemnisation ; dans tout autre cas d’annulation de notre fait, vous avez droit en outre au dédommagement prévu par la loi.',
      ],
    },
    {
      heading: '10. Le coordinateur',
      body: [
        `Chaque groupe voyage avec un coordinateur : un voyageur formé par ${BRAND_NAME}, et non un guide local. Le coordinateur veille sur le groupe et le programme, gère la cagnotte commune avec le groupe et constitue votre premier interlocuteur pendant le voyage. Des guides locaux se joignent au groupe pour les visites. Environ 3 semaines avant le départ, une discussion de groupe s’ouvre avec le coordinateur.`,
      ],
    },
    {
      heading: '11. Obligations du voyageur',
      body: [
        'Vous êtes responsable de vos documents de voyage et des formalités sanitaires :',
        {
          bullets: [
            'un passeport en cours de validité qui, pour la plupart des pays, doit rester valable 6 mois après votre retour ;',
            'les visas nécessaires, tels qu’indiqués sur la fiche du voyage ;',
            'les vaccinations exigées par la destination.',
          ],
        },
        'Après la réservation, nous vous envoyons une liste de contrôle. Signalez-nous avant le départ tout problème de santé ou besoin important pour le voyage. Pendant le voyage, vous respectez les autres voyageurs, le coordinateur, le programme et les lois locales ; les frais causés par un manquement à ces obligations sont à la charge du voyageur concerné.',
      ],
    },
    {
      heading: '12. Assurance incluse',
      body: [
        'L’assurance médicale et bagages est toujours comprise dans le prix. La police, avec ses garanties, ses plafonds et le numéro d’urgence, vous est envoyée avec la confirmation de réservation. Vous pouvez librement souscrire des garanties complémentaires.',
      ],
    },
    {
      heading: '13. Non-conformité et réclamations',
      body: [
        'Si une prestation n’est pas exécutée comme convenu, signalez-le sans délai au coordinateur ou à nous-mêmes, afin que nous puissions y remédier sur place. Nous y remédions sauf si cela est impossible ou entraîne des coûts disproportionnés ; à défaut, vous avez droit à une réduction de prix et, le cas échéant, à des dommages et intérêts.',
        [
          `Les réclamations peuvent aussi être adressées pendant ou après le voyage à `,
          { label: bookings, url: `mailto:${bookings}` },
          `. Notre équipe est joignable du lundi au vendredi de 9 h à 19 h par téléphone, e-mail et WhatsApp et répond aux e-mails sous 24 heures.`,
        ],
      ],
    },
    {
      heading: '14. Responsabilité',
      body: [
        'Nous sommes responsables de la bonne exécution de tous les services du forfait, quel que soit le prestataire, et nous apportons notre aide au voyageur en difficulté pendant le voyage. Notre responsabilité n’est pas engagée lorsque la non-conformité est imputable au voyageur, à un tiers étranger aux prestations et présente un caractère imprévisible ou inévitable, ou à des circonstances exceptionnelles et inévitables.',
        'Lorsque des conventions internationales limitent l’indemnisation due par un prestataire, les mêmes limites s’appliquent à nous. Sauf préjudice corporel et dommage causé intentionnellement ou par négligence, l’indemnisation est limitée à trois fois le prix total du forfait.',
      ],
    },
    {
      heading: '15. Protection en cas d’insolvabilité',
      body: [
        'Nous adhérons à un fonds de garantie qui protège les paiements des voyageurs en cas d’insolvabilité de l’organisateur : il rembourse les sommes versées et, si le voyage a déjà commencé, assure le rapatriement. Les coordonnées du fonds figurent dans la confirmation de réservation.',
      ],
    },
    {
      heading: '16. Données personnelles',
      body: [
        [
          `Le responsable du traitement est ${OPERATOR.company}. Nous traitons les données des voyageurs pour exécuter le contrat, comme l’explique notre politique de confidentialité ; toute question peut être adressée à `,
          { label: privacy, url: `mailto:${privacy}` },
          `.`,
        ],
      ],
    },
    {
      heading: '17. Droit applicable et juridiction compétente',
      body: [
        'Le contrat est régi par le droit italien, en particulier par le Code italien du tourisme, sans vous priver de la protection des dispositions impératives du pays où vous résidez. Si vous êtes consommateur, les juridictions de votre lieu de résidence sont compétentes. Vous pouvez également recourir à un médiateur ou à un autre organisme de règlement extrajudiciaire des litiges ; le réseau des Centres européens des consommateurs vous indique l’organisme compétent.',
      ],
    },
  ],
}
