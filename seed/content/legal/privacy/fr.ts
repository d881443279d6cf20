import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'
import { RETENTION as R, SUPERVISOR } from './facts'

const privacy = mailAddress('fr', 'privacy')

export const privacyPolicy: LegalDocument = {
  title: 'Politique de confidentialité',
  updated: LEGAL_UPDATED,
  lead: `Cette politique explique quelles données personnelles ${BRAND_NAME} collecte lorsque vous utilisez le site et lorsque vous voyagez avec nous, pourquoi nous les utilisons, à qui nous les communiquons, combien de temps nous les conservons et quels droits vous confère le Règlement général sur la protection des données (RGPD, règlement (UE) 2016/679). Nous ne collectons que ce dont nous avons besoin pour organiser vos voyages et faire fonctionner le site.`,
  sections: [
    {
      heading: '1. Qui est responsable de vos données',
      body: [
        `Le responsable du traitement est ${OPERATOR.company}, ${OPERATOR.street}, ${OPERATOR.city}, Italie, numéro de TVA ${OPERATOR.vat}, la société qui exploite le site et organise les voyages.`,
        [
          'Pour toute question sur vos données ou pour exercer vos droits, écrivez à notre contact pour la protection des données à l’adresse ',
          { label: privacy, url: `mailto:${privacy}` },
          '.',
        ],
      ],
    },
    {
      heading: '2. Les données que nous collectons',
      body: [
        'Selon les services que vous utilisez, nous traitons :',
        {
          bullets: [
            'les données du compte : votre adresse e-mail et les codes à usage unique que nous vous envoyons pour vous connecter (nous n’utilisons pas de mot de passe) ;',
            'les données du profil : votre nom, la photo que vous choisissez d’ajouter, les consentements que vous donnez (avec leur date) et la date de votre dernière visite en étant connecté ;',
            'les données des réservations : les voyages réservés, les paiements et leur état, ainsi que le nom, le genre et l’année de naissance de chaque voyageur, nécessaires pour la tranche d’âge du départ et le partage des chambres, et le fait qu’il ait déjà voyagé avec nous ou non ;',
            'les données du passeport (numéro, nationalité, dates de délivrance et d’expiration), uniquement lorsqu’un voyage l’exige, par exemple pour un visa, un vol ou des formalités aux frontières ;',
            'les indications de santé et d’alimentation (allergies, intolérances, besoins médicaux), uniquement si vous choisissez de nous les donner ;',
            'vos abonnements à la newsletter et aux alertes de départ, ainsi que les voyages enregistrés dans vos favoris ;',
            'les cookies : un identifiant de l’appareil et la devise choisie, décrits à l’article 4 ;',
            'les journaux du serveur : adresse IP, date et heure, page demandée et navigateur, enregistrés automatiquement lors de vos visites.',
          ],
        },
        'Si vous réservez pour d’autres voyageurs, veillez à ce qu’ils aient connaissance de cette politique avant de nous transmettre leurs données.',
      ],
    },
    {
      heading: '3. Pourquoi nous utilisons vos données et sur quelle base juridique',
      body: [
        {
          bullets: [
            'créer et gérer votre compte, enregistrer et gérer vos réservations et organiser le voyage : exécution du contrat (art. 6, par. 1, point b, du RGPD) ;',
            'tenir la comptabilité et les registres fiscaux et répondre aux demandes des autorités : obligation légale (art. 6, par. 1, point c) ;',
            'tenir compte de vos indications de santé et d’alimentation pour adapter le voyage à vos besoins : votre consentement explicite (art. 9, par. 2, point a), que vous pouvez retirer à tout moment ;',
            'vous envoyer la newsletter et les alertes de départ : votre consentement (art. 6, par. 1, point a) ;',
            'protéger le site, prévenir la fraude et améliorer nos services grâce à l’identifiant de l’appareil et aux journaux du serveur : notre intérêt légitime (art. 6, par. 1, point f).',
          ],
        },
        'Sans les données nécessaires à une réservation, nous ne pouvons pas la confirmer. Nous ne prenons aucune décision vous concernant sur le seul fondement d’un traitement automatisé et nous ne vendons pas vos données.',
      ],
    },
    {
      heading: '4. Cookies',
      body: [
        `Le site dépose un cookie nommé _device_id qui contient un identifiant aléatoire de votre appareil pendant ${R.cookieDays} jours. Il nous permet de reconnaître votre appareil d’une visite à l’autre, de sécuriser le site et d’en mesurer l’utilisation sans savoir qui vous êtes.`,
        `Un second cookie mémorise la devise choisie pour l’affichage des prix, également pendant ${R.cookieDays} jours. Lorsque vous vous connectez, des cookies techniques maintiennent votre session ouverte. Aucun de ces cookies n’est utilisé à des fins publicitaires, et vous pouvez les supprimer à tout moment dans les réglages de votre navigateur.`,
      ],
    },
    {
      heading: '5. Qui reçoit vos données',
      body: [
        'Vos données ne sont accessibles qu’aux membres de notre personnel qui en ont besoin, ainsi qu’à :',
        {
          bullets: [
            'le coordinateur de votre groupe et les prestataires locaux de votre voyage (hôtels, transporteurs, guides locaux, compagnies aériennes lorsque les vols sont inclus), uniquement pour ce dont ils ont besoin pour fournir leurs services ;',
            'les prestataires de paiement, qui traitent les données de votre carte ou de votre compte ; nous ne voyons ni ne conservons jamais le numéro complet de votre carte ;',
            'le prestataire qui envoie nos e-mails (codes de connexion, confirmations de réservation, alertes et newsletter) ;',
            'les autorités publiques, lorsque la loi l’impose ou qu’un voyage l’exige (par exemple pour un visa ou un contrôle aux frontières).',
          ],
        },
        'Les prestataires qui traitent des données pour notre compte le font dans le cadre d’un contrat qui les oblige à suivre nos instructions et à respecter la confidentialité.',
      ],
    },
    {
      heading: '6. Transferts hors de l’Union européenne',
      body: [
        'Certains prestataires peuvent traiter des données en dehors de l’Espace économique européen. Nous ne transférons des données que vers des pays que la Commission européenne juge adéquats, ou sur la base des clauses contractuelles types adoptées par la Commission, complétées si nécessaire par des garanties supplémentaires. Vous pouvez nous demander une copie de ces garanties.',
        'Lorsque votre voyage a lieu hors de l’UE, nous transmettons aux prestataires sur place les données dont ils ont besoin pour fournir les services réservés : ce transfert est nécessaire à l’exécution de votre contrat.',
      ],
    },
    {
      heading: '7. Durée de conservation',
      body: [
        {
          bullets: [
            `codes de connexion à usage unique : nous ne les conservons que sous forme chiffrée (hachée) ; chacun ne sert qu’une fois et expire au bout de ${R.codeMinutes} minutes ;`,
            `compte et profil : tant que votre compte est ouvert ; supprimés dans les ${R.accountClosedDays} jours suivant sa fermeture ;`,
            `réservations, paiements et factures : ${R.bookingYears} ans, comme l’exige la loi italienne pour les documents comptables ;`,
            `données du passeport et indications de santé ou d’alimentation : jusqu’à la fin du voyage, puis supprimées ${R.tripDataDays} jours après votre retour ;`,
            'newsletter, alertes et favoris : jusqu’à votre désinscription, leur suppression ou la fermeture de votre compte ;',
            `journaux du serveur : ${R.logDays} jours, plus longtemps uniquement pendant l’examen d’un incident de sécurité.`,
          ],
        },
      ],
    },
    {
      heading: '8. Vos droits',
      body: [
        'Vous avez le droit :',
        {
          bullets: [
            'd’accéder à vos données et d’en recevoir une copie ;',
            'de faire rectifier les données inexactes et compléter les données incomplètes ;',
            'd’obtenir l’effacement de vos données, sauf si la loi nous oblige à les conserver ;',
            'de demander la limitation du traitement pendant l’examen d’une de vos demandes ;',
            'de recevoir les données que vous nous avez fournies dans un format structuré et lisible par machine (portabilité) ;',
            'de vous opposer au traitement fondé sur notre intérêt légitime ;',
            'de retirer votre consentement à tout moment, sans remettre en cause le traitement effectué auparavant ;',
            `d’introduire une réclamation auprès de l’autorité de contrôle, le ${SUPERVISOR.name} (${SUPERVISOR.address}, ${SUPERVISOR.site}).`,
          ],
        },
        [
          'Pour exercer vos droits, écrivez à ',
          { label: privacy, url: `mailto:${privacy}` },
          '. Nous répondons dans un délai d’un mois et pouvons vous demander de confirmer votre identité. De nombreuses données peuvent être modifiées directement dans votre compte, et chaque e-mail de newsletter ou d’alerte contient un lien de désinscription.',
        ],
      ],
    },
    {
      heading: '9. Sécurité',
      body: [
        'Nous protégeons vos données par des mesures techniques et organisationnelles adaptées au risque : connexions chiffrées, connexion par codes à usage unique plutôt que par mot de passe, accès réservé au personnel qui en a besoin et sauvegardes régulières. Si une violation touche vos données et présente un risque pour vos droits, nous vous en informerons, ainsi que l’autorité de contrôle, comme la loi l’exige.',
      ],
    },
    {
      heading: '10. Mineurs',
      body: [
        `Nos voyages s’adressent aux adultes et le site n’est pas destiné aux mineurs. Nous ne collectons pas sciemment de données concernant des personnes de moins de ${R.minimumAge} ans ; si nous apprenons que cela a été le cas, nous les supprimons.`,
      ],
    },
    {
      heading: '11. Modifications de cette politique',
      body: [
        'Nous pouvons mettre à jour cette politique lorsque nos services ou la loi évoluent. La date indiquée en haut de page correspond à la version en vigueur ; si une modification est importante, nous vous en informons par e-mail ou par un avis sur le site avant son entrée en application.',
      ],
    },
  ],
}
