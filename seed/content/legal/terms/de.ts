import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'

const hello = mailAddress('de', 'hello')
const privacy = mailAddress('de', 'privacy')

export const terms: LegalDocument = {
  title: 'Nutzungsbedingungen',
  updated: LEGAL_UPDATED,
  lead: `Diese Bedingungen regeln die Nutzung der Website von ${BRAND_NAME} und des Kundenkontos. Sie betreffen nicht die Reise selbst: Wer eine Reise bucht, für den gelten zusätzlich die Allgemeinen Geschäftsbedingungen des Pauschalreisevertrags. Bitte lesen Sie beide Dokumente aufmerksam; mit der Nutzung der Website erkennen Sie die folgenden Bedingungen an.`,
  sections: [
    {
      heading: '1. Betreiber der Website',
      body: [
        `Die Website wird betrieben von der ${OPERATOR.company}, ${OPERATOR.street}, ${OPERATOR.city}, Italien, Umsatzsteuer-Identifikationsnummer ${OPERATOR.vat}, eingetragen im Handelsregister Mailand (im Folgenden „wir“). Dieselbe Gesellschaft veranstaltet als Reiseveranstalter die auf der Website angebotenen Reisen.`,
        [
          `Sie erreichen uns unter `,
          { label: hello, url: `mailto:${hello}` },
          ` oder über die Kontaktseite, montags bis freitags von 9:00 bis 19:00 Uhr per Telefon, E-Mail und WhatsApp.`,
        ],
      ],
    },
    {
      heading: '2. Geltungsbereich',
      body: [
        'Diese Bedingungen gelten für alle Besucherinnen und Besucher der Website, ob mit oder ohne Konto. Sie umfassen die Nutzung des Katalogs, das Kundenkonto, die Wunschliste, die Benachrichtigungen zu Abreisen, den Newsletter und die auf der Website veröffentlichten Bewertungen.',
        'Gelten für einen bestimmten Dienst eigene Regeln (zum Beispiel für eine Aktion), werden diese dort angezeigt, wo Sie den Dienst nutzen, und gehen diesen Bedingungen ausschließlich für diesen Dienst vor.',
      ],
    },
    {
      heading: '3. Kundenkonto und Anmeldung',
      body: [
        'Zum Stöbern brauchen Sie kein Konto. Um zu buchen, Ihre Reisen zu verfolgen und Ihre Einstellungen zu speichern, legen Sie ein Konto mit Ihrer E-Mail-Adresse an. Wir verwenden keine Passwörter: Bei jeder Anmeldung senden wir Ihnen einen Einmalcode an Ihre E-Mail-Adresse, der wenige Minuten gültig ist und nur ein einziges Mal verwendet werden kann.',
        'Sie sind für die Sicherheit Ihres E-Mail-Postfachs verantwortlich, denn wer Ihre E-Mails lesen kann, kann sich in Ihrem Konto anmelden. Sie verpflichten sich,',
        {
          bullets: [
            'wahre, aktuelle und vollständige Angaben zu machen und diese auf dem neuesten Stand zu halten;',
            'Anmeldecodes an niemanden weiterzugeben und keine Konten im Namen anderer Personen anzulegen;',
            'uns unverzüglich zu informieren, wenn Sie vermuten, dass eine andere Person Ihr Konto genutzt hat.',
          ],
        },
        'Sie können Ihr Konto jederzeit schließen, indem Sie uns schreiben. Wir können ein Konto, das unter Verstoß gegen diese Bedingungen genutzt wird, sperren, nachdem wir Ihnen den Grund mitgeteilt haben, es sei denn, gesetzliche Vorschriften oder dringende Sicherheitsgründe stehen dem entgegen.',
      ],
    },
    {
      heading: '4. Zulässige Nutzung',
      body: [
        'Sie dürfen die Website für private, nicht gewerbliche Zwecke nutzen: um Reisen für sich und Ihre Mitreisenden zu suchen, zu vergleichen und zu buchen. Nicht gestattet ist es,',
        {
          bullets: [
            'Katalog, Preise oder Verfügbarkeiten massenhaft auszulesen, automatisiert oder auf andere Weise, oder gewerblich weiterzuverwenden;',
            'den Betrieb der Website zu stören, ihre Sicherheit ohne Erlaubnis zu testen oder auf fremde Daten zuzugreifen;',
            'Buchungen wider Treu und Glauben vorzunehmen, etwa um Plätze zu blockieren, die Sie nicht nutzen wollen;',
            'rechtswidrige, beleidigende, diskriminierende oder die Rechte Dritter verletzende Inhalte zu veröffentlichen.',
          ],
        },
      ],
    },
    {
      heading: '5. Inhalte und Bewertungen',
      body: [
        'Beschreibungen, Reiseverläufe, Bilder und Preise erstellen wir mit Sorgfalt. Verbindlich sind die Leistungen einer Reise, die bei der Buchung bestätigt werden, nach Maßgabe der Allgemeinen Geschäftsbedingungen des Pauschalreisevertrags.',
        'Nach der Reise können Sie eine Bewertung veröffentlichen. Sie muss Ihre eigene Erfahrung wiedergeben, ehrlich und respektvoll sein und darf keine personenbezogenen Daten anderer Reisender oder der Reisebegleitung enthalten. Wir bezahlen keine Bewertungen und verändern ihren Sinn nicht; wir können Bewertungen, die gegen diese Regeln verstoßen, ablehnen oder entfernen, entfernen eine Bewertung aber niemals nur deshalb, weil sie negativ ist.',
        'Mit der Veröffentlichung räumen Sie uns ein unentgeltliches, nicht ausschließliches Recht ein, die Bewertung mit Ihrem Vornamen und der bewerteten Reise auf der Website und in unserer Kommunikation zu zeigen, solange sie veröffentlicht ist.',
      ],
    },
    {
      heading: '6. Wunschliste, Benachrichtigungen und Newsletter',
      body: [
        'Mit einem Konto können Sie Reisen auf Ihre Wunschliste setzen und Benachrichtigungen anfordern, zum Beispiel wenn eine Abreise bestätigt wird oder neue Termine hinzukommen. Benachrichtigungen erhalten Sie per E-Mail; jede enthält einen Link, mit dem Sie sie abbestellen können.',
        'Den Newsletter erhalten Sie nur, wenn Sie ihn abonnieren; Sie können ihn jederzeit über den Link in jeder Ausgabe oder in Ihrem Konto abbestellen. Wie wir Ihre Daten für diese Dienste verarbeiten, erläutert unsere Datenschutzerklärung.',
      ],
    },
    {
      heading: '7. Geistiges Eigentum',
      body: [
        `Der Name ${BRAND_NAME}, das Logo, die Texte, Bilder, die Gestaltung und die Software der Website gehören uns oder unseren Lizenzgebern und sind urheber- und markenrechtlich geschützt. Sie dürfen sie ansehen und Seiten für den eigenen Gebrauch ausdrucken oder speichern; jede andere Nutzung, insbesondere Vervielfältigung, Verbreitung oder Bearbeitung, bedarf unserer schriftlichen Zustimmung.`,
      ],
    },
    {
      heading: '8. Haftung für die Website',
      body: [
        'Wir bemühen uns, die Website verfügbar, sicher und richtig zu halten, können aber nicht garantieren, dass sie stets frei von Unterbrechungen oder Fehlern ist. Wartungsarbeiten, Aktualisierungen oder technische Störungen können sie vorübergehend unerreichbar machen.',
        'Wir haften für Schäden, die wir vorsätzlich oder grob fahrlässig verursachen, sowie in jedem Fall, in dem die Haftung gesetzlich nicht ausgeschlossen werden kann, insbesondere bei Verletzung von Leben, Körper oder Gesundheit. Für die Inhalte verlinkter Websites Dritter sind wir nicht verantwortlich. Unsere Haftung für gebuchte Reisen richtet sich nach den Allgemeinen Geschäftsbedingungen des Pauschalreisevertrags.',
      ],
    },
    {
      heading: '9. Änderungen dieser Bedingungen',
      body: [
        'Wir können diese Bedingungen anpassen, wenn sich die Website, ihre Dienste oder die Rechtslage ändern. Das Datum der letzten Aktualisierung steht oben auf dieser Seite. Wenn Sie ein Konto haben, informieren wir Sie über wesentliche Änderungen per E-Mail, bevor sie gelten; sind Sie nicht einverstanden, können Sie Ihr Konto schließen. Für bereits getätigte Buchungen gelten weiterhin die Bedingungen, die zum Zeitpunkt der Buchung galten.',
      ],
    },
    {
      heading: '10. Anwendbares Recht und Streitigkeiten',
      body: [
        'Für diese Bedingungen gilt italienisches Recht. Als Verbraucherin oder Verbraucher behalten Sie den Schutz der zwingenden Vorschriften des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben, und können vor den Gerichten Ihres Wohnorts klagen.',
        'Bevor Sie ein Gericht anrufen, schreiben Sie uns bitte: Die meisten Anliegen lassen sich rasch klären. Sie können sich auch an eine Stelle zur außergerichtlichen Streitbeilegung wenden. Die Online-Streitbeilegungsplattform (OS-Plattform) der Europäischen Union wurde am 20. Juli 2025 eingestellt; das Netz der Europäischen Verbraucherzentren nennt Ihnen die für Ihren Fall zuständige Stelle.',
      ],
    },
    {
      heading: '11. Kontakt',
      body: [
        [
          `Fragen zu diesen Bedingungen oder zu Ihrem Konto richten Sie bitte an `,
          { label: hello, url: `mailto:${hello}` },
          `, Fragen zu Ihren personenbezogenen Daten an `,
          { label: privacy, url: `mailto:${privacy}` },
          `. Wir beantworten E-Mails innerhalb von 24 Stunden.`,
        ],
      ],
    },
  ],
}
