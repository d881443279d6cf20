import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'

const hello = mailAddress('fr', 'hello')
const privacy = mailAddress('fr', 'privacy')

export const terms: LegalDocument = {
  title: 'Conditions générales d’utilisation',
  updated: LEGAL_UPDATED,
  lead: `Les présentes conditions régissent l’utilisation du site ${BRAND_NAME} et du compte client. Elles ne portent pas sur le voyage lui-même : lorsque vous réservez un voyage, les conditions générales du contrat de voyage à forfait s’appliquent en complément. Nous vous invitons à lire attentivement ces deux documents ; l’utilisation du site vaut acceptation des conditions ci-dessous.`,
  sections: [
    {
      heading: '1. Éditeur du site',
      body: [
        `Le site est édité par ${OPERATOR.company}, dont le siège est situé ${OPERATOR.street}, ${OPERATOR.city}, Italie, numéro de TVA ${OPERATOR.vat}, immatriculée au registre des entreprises de Milan (ci-après « nous »). Cette même société organise, en qualité d’organisateur de voyages, les voyages proposés sur le site.`,
        [
          `Vous pouvez nous joindre à l’adresse `,
          { label: hello, url: `mailto:${hello}` },
          ` ou via la page contact, du lundi au vendredi de 9 h à 19 h, par téléphone, e-mail et WhatsApp.`,
        ],
      ],
    },
    {
      heading: '2. Champ d’application',
      body: [
        'Les présentes conditions s’appliquent à toute personne qui visite le site, qu’elle dispose ou non d’un compte. Elles couvrent la consultation du catalogue, le compte client, les favoris, les alertes sur les départs, la newsletter et les avis publiés sur le site.',
        'Lorsqu’un service particulier obéit à des règles propres (par exemple une offre promotionnelle), celles-ci sont indiquées à l’endroit où le service est utilisé et prévalent sur les présentes conditions pour ce seul service.',
      ],
    },
    {
      heading: '3. Compte et connexion',
      body: [
        'Aucun compte n’est nécessaire pour consulter le site. Pour réserver, suivre vos voyages et enregistrer vos préférences, vous créez un compte avec votre adresse e-mail. Nous n’utilisons pas de mot de passe : à chaque connexion, nous envoyons à cette adresse un code à usage unique, valable quelques minutes et utilisable une seule fois.',
        'Vous êtes responsable de la sécurité de votre messagerie, car toute personne capable de lire vos e-mails peut se connecter à votre compte. Vous vous engagez à :',
        {
          bullets: [
            'fournir des informations exactes, actuelles et complètes et les tenir à jour ;',
            'ne communiquer vos codes de connexion à personne et ne pas créer de compte au nom d’un tiers ;',
            'nous prévenir sans délai si vous pensez qu’une autre personne a utilisé votre compte.',
          ],
        },
        'Vous pouvez fermer votre compte à tout moment en nous écrivant. Nous pouvons suspendre un compte utilisé en violation des présentes conditions, après vous en avoir indiqué le motif, sauf si la loi ou des raisons urgentes de sécurité s’y opposent.',
      ],
    },
    {
      heading: '4. Utilisation autorisée',
      body: [
        'Le site peut être utilisé à des fins personnelles et non commerciales : rechercher, comparer et réserver des voyages pour vous-même et vos compagnons de voyage. Il est interdit :',
        {
          bullets: [
            'd’extraire en masse le catalogue, les prix ou les disponibilités, par des moyens automatisés ou autrement, ou de les réutiliser à des fins commerciales ;',
            'de perturber le fonctionnement du site, d’en tester la sécurité sans autorisation ou de tenter d’accéder aux données d’autrui ;',
            'd’effectuer des réservations de mauvaise foi, par exemple pour bloquer des places que vous n’avez pas l’intention d’utiliser ;',
            'de publier des contenus illicites, injurieux, discriminatoires ou portant atteinte aux droits de tiers.',
          ],
        },
      ],
    },
    {
      heading: '5. Contenus et avis',
      body: [
        'Les descriptions, itinéraires, images et prix sont rédigés avec soin. Les éléments contractuels d’un voyage sont ceux confirmés lors de la réservation, conformément aux conditions générales du contrat de voyage à forfait.',
        'Après votre voyage, vous pouvez publier un avis. Celui-ci doit décrire votre propre expérience, être sincère et respectueux et ne contenir aucune donnée personnelle d’autres voyageurs ou du coordinateur. Nous ne rémunérons pas les avis et n’en modifions pas le sens ; nous pouvons refuser ou retirer un avis contraire à ces règles, mais jamais au seul motif qu’il est négatif.',
        'En publiant un avis, vous nous accordez une licence gratuite et non exclusive pour l’afficher sur le site et dans nos communications, avec votre prénom et le voyage concerné, pendant toute la durée de sa publication.',
      ],
    },
    {
      heading: '6. Liste d’envies, alertes et newsletter',
      body: [
        'Avec un compte, vous pouvez enregistrer des voyages dans vos favoris et demander des alertes, par exemple lorsqu’un départ est confirmé ou que de nouvelles dates sont ajoutées. Les alertes sont envoyées par e-mail et chacune contient un lien pour les arrêter.',
        'La newsletter n’est envoyée qu’aux personnes qui s’y abonnent ; vous pouvez vous désabonner à tout moment grâce au lien présent dans chaque envoi ou depuis votre compte. Le traitement de vos données pour ces services est décrit dans notre politique de confidentialité.',
      ],
    },
    {
      heading: '7. Propriété intellectuelle',
      body: [
        `Le nom ${BRAND_NAME}, le logo, les textes, les images, la charte graphique et les logiciels du site nous appartiennent ou appartiennent à nos concédants et sont protégés par le droit d’auteur et le droit des marques. Vous pouvez les consulter et imprimer ou enregistrer des pages pour votre usage personnel ; toute autre utilisation, notamment la copie, la diffusion ou la modification, requiert notre autorisation écrite.`,
      ],
    },
    {
      heading: '8. Responsabilité relative au site',
      body: [
        'Nous mettons tout en œuvre pour que le site soit disponible, sûr et exact, sans pouvoir garantir qu’il soit toujours exempt d’interruptions ou d’erreurs. Des opérations de maintenance, des mises à jour ou des pannes techniques peuvent le rendre momentanément indisponible.',
        'Nous répondons des dommages causés par notre faute intentionnelle ou lourde et, en tout état de cause, dans les cas où la loi ne permet pas d’exclure la responsabilité, notamment en cas de décès ou de dommage corporel. Nous ne répondons pas du contenu des sites tiers vers lesquels renvoie le nôtre. Notre responsabilité au titre des voyages réservés est régie par les conditions générales du contrat de voyage à forfait.',
      ],
    },
    {
      heading: '9. Modification des conditions',
      body: [
        'Nous pouvons mettre à jour les présentes conditions lorsque le site, ses services ou la loi évoluent. La date de la dernière mise à jour figure en haut de cette page. Si vous avez un compte, nous vous informons par e-mail des modifications importantes avant leur entrée en vigueur ; si vous ne les acceptez pas, vous pouvez fermer votre compte. Les réservations déjà effectuées restent régies par les conditions en vigueur au moment de la réservation.',
      ],
    },
    {
      heading: '10. Droit applicable et litiges',
      body: [
        'Les présentes conditions sont régies par le droit italien. Si vous êtes consommateur, vous conservez la protection des dispositions impératives du pays où vous résidez et pouvez saisir les juridictions de votre lieu de résidence.',
        'Avant toute action en justice, nous vous invitons à nous écrire : la plupart des difficultés se règlent rapidement. Vous pouvez également recourir à un médiateur de la consommation ou à un autre organisme de règlement extrajudiciaire des litiges. La plateforme européenne de règlement en ligne des litiges (RLL) a été fermée le 20 juillet 2025 ; le réseau des Centres européens des consommateurs peut vous indiquer l’organisme compétent pour votre situation.',
      ],
    },
    {
      heading: '11. Contact',
      body: [
        [
          `Pour toute question sur les présentes conditions ou sur votre compte, écrivez à `,
          { label: hello, url: `mailto:${hello}` },
          ` ; pour toute question relative à vos données personnelles, à `,
          { label: privacy, url: `mailto:${privacy}` },
          `. Nous répondons aux e-mails sous 24 heures.`,
        ],
      ],
    },
  ],
}
