import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'
import { CANCELLATION as C, cancellationFee, euros } from './scale'

const bookings = mailAddress('de', 'bookings')
const eur = (amount: number) => euros(amount, 'de')
const price = C.examplePrice
const [half, most] = C.bands

export const cancellationPolicy: LegalDocument = {
  title: 'Stornobedingungen',
  updated: LEGAL_UPDATED,
  lead: `Pläne ändern sich, und Sie sollen im Voraus genau wissen, was geschieht, wenn Sie nicht reisen können. Diese Bedingungen erklären, was der Rücktritt von einer bei ${BRAND_NAME} gebuchten Reise kostet, wie die flexible Stornooption funktioniert, wann und wie Erstattungen gezahlt werden und was passiert, wenn wir selbst einen Termin absagen müssen. Sie sind Teil der Allgemeinen Geschäftsbedingungen des Pauschalreisevertrags.`,
  sections: [
    {
      heading: '1. Für wen diese Bedingungen gelten',
      body: [
        `Die Reisen auf dieser Website werden von der ${OPERATOR.company}, ${OPERATOR.street}, ${OPERATOR.city}, Italien, USt-IdNr. ${OPERATOR.vat}, als Reiseveranstalter im Sinne der Richtlinie (EU) 2015/2302 über Pauschalreisen und des italienischen Tourismusgesetzbuchs veranstaltet. Die Bedingungen gelten für jeden Reisenden, der in einer Buchung genannt ist.`,
        'Tage sind Kalendertage, die vom Abreisedatum Ihrer Buchung aus rückwärts gezählt werden; der Abreisetag selbst zählt nicht mit. Alle Preise gelten pro Person, und jeder Reisende einer Buchung kann unabhängig von den anderen zurücktreten.',
      ],
    },
    {
      heading: '2. Die Standard-Stornostaffel',
      body: [
        'Haben Sie die flexible Stornooption nicht gewählt, gilt bei einem Rücktritt die folgende Staffel. Der Prozentsatz bezieht sich auf den vollen Reisepreis pro Person:',
        {
          bullets: [
            `bis ${C.freeFromDays} Tage vor Abreise: kostenlos; alle geleisteten Zahlungen werden innerhalb von ${C.refundWithinDays} Tagen erstattet;`,
            `${half.fromDays} bis ${half.toDays} Tage vor Abreise: ${half.percent} % des Reisepreises;`,
            `${most.fromDays} bis ${most.toDays} Tage vor Abreise: ${most.percent} % des Reisepreises;`,
            `${C.bands[2].fromDays} Tage oder weniger vor Abreise sowie bei Nichterscheinen zu Reisebeginn: ${C.bands[2].percent} % des Reisepreises.`,
          ],
        },
        'Haben Sie bereits mehr gezahlt, als nach der Staffel geschuldet ist, erstatten wir Ihnen die Differenz. Gebuchte Zuschläge (zum Beispiel für ein Einzelzimmer) folgen derselben Staffel wie der Reisepreis.',
      ],
    },
    {
      heading: '3. Die flexible Stornooption',
      body: [
        `Bei der Buchung können Sie die flexible Stornooption für ${eur(C.flexible.price)} pro Person hinzufügen. Sie lässt sich nur bei der Buchung wählen, nicht später, und ihr Preis wird nicht erstattet.`,
        `Mit der Option können Sie bis ${C.flexible.freeFromDays} Tage vor Abreise kostenlos zurücktreten. Ihre Anzahlung von ${eur(C.deposit)} erhalten Sie als ${BRAND_NAME}-Geschenkgutschein im selben Wert zurück, gültig ${C.flexible.giftCardMonths} Monate und für jede Reise einlösbar; alle weiteren Zahlungen erstatten wir Ihnen innerhalb von ${C.refundWithinDays} Tagen in Geld. Treten Sie ${C.bands[2].fromDays} Tage oder weniger vor Abreise zurück, gilt die Standard-Staffel.`,
      ],
    },
    {
      heading: '4. So treten Sie zurück',
      body: [
        [
          'Sie können in Ihrem Konto in der betreffenden Buchung zurücktreten oder eine E-Mail an ',
          { label: bookings, url: `mailto:${bookings}` },
          ' schreiben, und zwar von der Adresse, mit der Sie gebucht haben, unter Angabe des Buchungscodes und der Namen der zurücktretenden Reisenden.',
        ],
        'Maßgeblich ist der Tag, an dem Ihre Erklärung bei uns eingeht; eine Erklärung, die an einem Samstag, Sonntag oder Feiertag eingeht, gilt ab diesem Tag, auch wenn unser Team sie erst am nächsten Werktag bearbeitet (Montag bis Freitag, 9–19 Uhr). Jeden Rücktritt bestätigen wir per E-Mail mit dem Betrag, der erstattet wird.',
      ],
    },
    {
      heading: '5. Erstattungen: wann und wie',
      body: [
        `Erstattungen erfolgen innerhalb von ${C.refundWithinDays} Tagen nach dem Rücktritt über das Zahlungsmittel, mit dem Sie bezahlt haben: Karte (Visa, Mastercard, American Express), PayPal, Apple Pay oder Google Pay. Haben Sie in Pfund oder Dollar bezahlt, erfolgt die Erstattung in derselben Währung.`,
        'Wie schnell der Betrag auf Ihrem Kontoauszug erscheint, hängt von Ihrer Bank oder Ihrem Zahlungsdienst ab, in der Regel wenige Werktage. Geschenkgutscheine senden wir per E-Mail; sie erscheinen außerdem in Ihrem Konto.',
      ],
    },
    {
      heading: '6. Übertragung der Buchung auf eine andere Person',
      body: [
        `Statt zurückzutreten, können Sie Ihren Platz auf eine andere Person übertragen, die die Bedingungen der Reise erfüllt (insbesondere deren Altersgruppe und die erforderlichen Reisedokumente). Teilen Sie uns dies spätestens ${C.transferNoticeDays} Tage vor Abreise mit den Daten des neuen Reisenden mit.`,
        'Für die Übertragung berechnen wir keine Gebühr. Berechnet werden nur die tatsächlich entstehenden Kosten, etwa die Namensänderung bei einem in der Reise enthaltenen Flug; diese nennen wir Ihnen vor Ihrer Bestätigung. Sie und der neue Reisende haften gesamtschuldnerisch für den noch offenen Restbetrag und für diese Kosten.',
      ],
    },
    {
      heading: '7. Wechsel des Reisetermins',
      body: [
        `Bis ${C.freeFromDays} Tage vor Abreise können Sie Ihre Buchung einmal kostenlos auf einen anderen Termin derselben Reise oder auf eine andere Reise umbuchen, sofern Plätze frei sind. Ist die neue Reise teurer, zahlen Sie die Differenz; ist sie günstiger, erstatten wir die Differenz innerhalb von ${C.refundWithinDays} Tagen.`,
        'Danach gilt ein Terminwechsel als Rücktritt nach der Staffel in Abschnitt 2 mit anschließender Neubuchung.',
      ],
    },
    {
      heading: '8. Absage durch den Veranstalter',
      body: [
        `Bei jedem Termin steht die Mindestteilnehmerzahl, mit der er bestätigt wird. Ist sie ${C.minimumCheckDays} Tage vor Abreise nicht erreicht, sagen wir den Termin ab und informieren Sie unverzüglich. Sie wählen dann zwischen der vollständigen Erstattung aller Zahlungen innerhalb von ${C.refundWithinDays} Tagen und einem Platz auf einem anderen Termin.`,
        `Sagen wir eine Reise aus einem anderen Grund ab, erhalten Sie innerhalb von ${C.refundWithinDays} Tagen den vollen Betrag zurück und, soweit das Gesetz es vorsieht, eine Entschädigung.`,
      ],
    },
    {
      heading: '9. Unvermeidbare, außergewöhnliche Umstände',
      body: [
        'Treten am Bestimmungsort oder in dessen unmittelbarer Nähe unvermeidbare, außergewöhnliche Umstände auf (etwa Krieg, Naturkatastrophen oder schwere Krankheitsausbrüche), die die Reise oder die Beförderung dorthin erheblich beeinträchtigen, können Sie vor Reisebeginn ohne Entschädigungszahlung zurücktreten, und wir erstatten Ihnen alle Zahlungen.',
        `Hindern uns dieselben Umstände an der Durchführung der Reise, sagen wir sie ab und erstatten Ihnen den vollen Betrag innerhalb von ${C.refundWithinDays} Tagen. In beiden Fällen ist keine weitere Entschädigung geschuldet.`,
      ],
    },
    {
      heading: '10. Was die inbegriffene Versicherung abdeckt',
      body: [
        'Eine Reisekranken- und Reisegepäckversicherung ist immer im Preis inbegriffen. Sie deckt Behandlungskosten und Hilfeleistungen während der Reise, einschließlich eines notwendigen Rücktransports, sowie Verlust oder Beschädigung Ihres Gepäcks, im Rahmen der Summen, die in der Police stehen, die wir Ihnen mit der Buchungsbestätigung senden.',
        'Nicht gedeckt sind Stornokosten nach diesen Bedingungen (dafür gibt es die flexible Stornooption), selbst gebuchte Flüge oder Leistungen sowie die in den Versicherungsbedingungen ausgeschlossenen Fälle. Wünschen Sie Schutz bei Rücktritt, können Sie eine eigene Reiserücktrittsversicherung abschließen.',
      ],
    },
    {
      heading: `11. Beispiele für eine Reise zu ${eur(price)}`,
      body: [
        `Die folgenden Beispiele gelten für einen Reisenden auf einer Reise zu ${eur(price)}, die vollständig bezahlt ist:`,
        {
          bullets: [
            `Rücktritt 40 Tage vor Abreise: keine Kosten; ${eur(price)} werden erstattet.`,
            `Rücktritt 20 Tage vor Abreise: Die Stornokosten betragen ${half.percent} %, also ${eur(cancellationFee(price, 20))}; ${eur(price - cancellationFee(price, 20))} werden erstattet.`,
            `Rücktritt 10 Tage vor Abreise: Die Stornokosten betragen ${most.percent} %, also ${eur(cancellationFee(price, 10))}; ${eur(price - cancellationFee(price, 10))} werden erstattet.`,
            `Rücktritt 5 Tage vor Abreise oder Nichterscheinen: Die Stornokosten betragen ${eur(cancellationFee(price, 5))}; es wird nichts erstattet.`,
            `Mit der flexiblen Stornooption (${eur(C.flexible.price)}), Rücktritt 10 Tage vor Abreise: Sie erhalten einen Geschenkgutschein über ${eur(C.deposit)} und eine Erstattung von ${eur(price - C.deposit)}.`,
            `Der Termin erreicht ${C.minimumCheckDays} Tage vor Abreise seine Mindestteilnehmerzahl nicht: Sie wählen zwischen einer Erstattung von ${eur(price)} und einem anderen Termin.`,
          ],
        },
      ],
    },
  ],
}
