import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'

const bookings = mailAddress('de', 'bookings')
const privacy = mailAddress('de', 'privacy')

export const generalConditions: LegalDocument = {
  title: 'Allgemeine Geschäftsbedingungen für Pauschalreisen',
  updated: LEGAL_UPDATED,
  lead: `Diese Allgemeinen Geschäftsbedingungen gelten für jede Reise, die Sie bei ${BRAND_NAME} buchen. Zusammen mit der Reiseseite und der Buchungsbestätigung bilden sie Ihren Pauschalreisevertrag. Sie beruhen auf der Richtlinie (EU) 2015/2302 über Pauschalreisen und dem italienischen Tourismusgesetzbuch (Gesetzesvertretendes Dekret Nr. 79 vom 23. Mai 2011).`,
  sections: [
    {
      heading: '1. Vertragsparteien',
      body: [
        `Veranstalter aller Reisen ist die ${OPERATOR.company}, ${OPERATOR.street}, ${OPERATOR.city}, Italien, Umsatzsteuer-Identifikationsnummer ${OPERATOR.vat}, eingetragen im Handelsregister Mailand (im Folgenden „Veranstalter“ oder „wir“). Der Veranstalter ist berufshaftpflichtversichert und Mitglied eines Garantiefonds, der die Zahlungen der Reisenden absichert (Abschnitt 15).`,
        'Vertragspartner ist die buchende Person, für sich und für alle in der Buchung genannten Reisenden („Sie“). Wer für andere bucht, versichert, dazu berechtigt zu sein, und gibt diese Bedingungen an die Mitreisenden weiter.',
      ],
    },
    {
      heading: '2. Leistungen der Pauschalreise',
      body: [
        'Enthalten sind die auf der Reiseseite genannten und in der Buchungsbestätigung aufgeführten Leistungen: in der Regel die Unterkunft, die im Reiseverlauf beschriebenen Transporte und Aktivitäten, eine Reisebegleitung für die gesamte Reise sowie eine Kranken- und Gepäckversicherung. Flüge sind nicht enthalten, sofern die Reiseseite nichts anderes angibt; unser Team berät Sie gern bei der Wahl passender Flüge.',
        'Zimmer werden mit einer reisenden Person gleichen Geschlechts geteilt, sofern die Reise nichts anderes vorsieht. Zwei Reisende, die gemeinsam buchen, erhalten ohne Aufpreis ein eigenes Zimmer; bei Reisen mit Einzelzimmeroption kann ein Einzelzimmer gegen Zuschlag gebucht werden.',
        'Ausgaben vor Ort werden aus einer gemeinsamen Reisekasse bezahlt, die nicht im Reisepreis enthalten ist: Ihr Betrag ist bei jeder Reise angegeben, und die Reisebegleitung verwaltet sie gemeinsam mit der Gruppe.',
      ],
    },
    {
      heading: '3. Buchung und Vertragsschluss',
      body: [
        'Sie buchen online auf der Website. Jede Abreise nennt ihre Altersgruppe, 25–35 oder 35–49 Jahre; wenn Sie zwischen 21 und 25 Jahre alt sind oder knapp darüber liegen, können Sie anfragen, und unser Team entscheidet gemeinsam mit der Reisebegleitung. Jede Abreise nennt außerdem die Mindestteilnehmerzahl, ab der sie durchgeführt wird, und die höchste Gruppengröße.',
        'Vor der Buchung erhalten Sie die gesetzlich vorgeschriebenen vorvertraglichen Informationen. Der Vertrag kommt zustande, wenn wir Ihre Buchung nach Eingang der Anzahlung per E-Mail bestätigen; die Bestätigung fasst Leistungen, Preis und Zahlungstermine zusammen.',
      ],
    },
    {
      heading: '4. Anzahlung, Restzahlung und Zahlungsarten',
      body: [
        'Die Preise gelten pro Person. Ihr Platz wird mit einer Anzahlung von 100 € gesichert. Die Restzahlung ist 31 Tage vor Abreise fällig; bei Buchungen innerhalb von 31 Tagen vor Abreise zahlen Sie den gesamten Preis sofort.',
        'Sie können per Karte (Visa, Mastercard, American Express), PayPal, Apple Pay oder Google Pay bezahlen. Geht die Restzahlung nicht fristgerecht ein, erinnern wir Sie per E-Mail; bleibt sie weiterhin aus, können wir die Buchung stornieren und die Entschädigungen nach Abschnitt 7 berechnen.',
      ],
    },
    {
      heading: '5. Preise und Preisänderungen',
      body: [
        'Der bei der Buchung bestätigte Preis enthält die zu diesem Zeitpunkt bekannten Steuern und Abgaben. Nach der Buchung darf er nur als unmittelbare Folge von Änderungen folgender Kosten erhöht werden:',
        {
          bullets: [
            'Kosten für Treibstoff oder andere Energieträger für die Personenbeförderung;',
            'Steuern oder Abgaben auf die Reiseleistungen, etwa Kurtaxen, Lande- oder Einschiffungsgebühren;',
            'für die Pauschalreise maßgebliche Wechselkurse.',
          ],
        },
        'Eine Erhöhung teilen wir Ihnen mit Begründung und Berechnung spätestens 20 Tage vor Abreise mit. Übersteigt sie 8 % des Reisepreises, können Sie sie annehmen oder ohne Entschädigung vom Vertrag zurücktreten. Sinken diese Kosten, haben Sie Anspruch auf eine entsprechende Preissenkung.',
      ],
    },
    {
      heading: '6. Änderungswünsche und Vertragsübertragung',
      body: [
        'Wünsche zur Änderung Ihrer Buchung (etwa des Zimmers oder des Abreisetermins) erfüllen wir nach Möglichkeit; dabei können Kosten entstehen, die wir Ihnen vor Ihrer Zustimmung nennen.',
        'Sie können Ihre Buchung auf eine andere Person übertragen, die die Bedingungen der Reise erfüllt, einschließlich der Altersgruppe der Abreise, wenn Sie uns dies spätestens 7 Tage vor Abreise mitteilen. Sie und diese Person haften gesamtschuldnerisch für die Restzahlung und die angemessenen Mehrkosten der Übertragung, die wir Ihnen nachweisen.',
      ],
    },
    {
      heading: '7. Rücktritt durch die Reisenden',
      body: [
        'Sie können jederzeit schriftlich vom Vertrag zurücktreten. Sofern Sie nicht die flexible Option (Abschnitt 8) gewählt haben, gelten folgende Entschädigungen in Prozent des Reisepreises:',
        {
          bullets: [
            'bis 31 Tage vor Abreise: kostenfrei, alle geleisteten Zahlungen werden innerhalb von 14 Tagen erstattet;',
            '30 bis 15 Tage vor Abreise: 50 % des Reisepreises;',
            '14 bis 8 Tage vor Abreise: 75 % des Reisepreises;',
            '7 Tage oder weniger vor Abreise oder bei Nichtantritt: 100 % des Reisepreises.',
          ],
        },
        'Beträge, die Ihnen zustehen, erstatten wir innerhalb von 14 Tagen. Treten am Bestimmungsort unvermeidbare, außergewöhnliche Umstände auf, die die Reise erheblich beeinträchtigen, können Sie vor Reisebeginn ohne Entschädigung zurücktreten und erhalten den vollen Reisepreis zurück.',
      ],
    },
    {
      heading: '8. Flexible Stornooption',
      body: [
        'Bei der Buchung können Sie die flexible Stornooption für 49 € pro Person hinzufügen. Mit ihr stornieren Sie bis 8 Tage vor Abreise kostenfrei: Die Anzahlung erhalten Sie als Geschenkgutschein in gleicher Höhe zurück, gültig 12 Monate, den übrigen gezahlten Betrag erstatten wir in Geld. Ab 7 Tagen vor Abreise gilt die Staffel aus Abschnitt 7.',
      ],
    },
    {
      heading: '9. Rücktritt durch den Veranstalter',
      body: [
        'Hat eine Abreise 21 Tage vor Reisebeginn ihre Mindestteilnehmerzahl nicht erreicht, sagen wir sie ab und informieren Sie unverzüglich; Sie wählen zwischen der vollen Erstattung und einer anderen Abreise.',
        'Wir können außerdem zurücktreten, wenn unvermeidbare, außergewöhnliche Umstände uns an der Erfüllung des Vertrags hindern, und teilen Ihnen dies unverzüglich vor Reisebeginn mit. In beiden Fällen erhalten Sie den vollen Reisepreis innerhalb von 14 Tagen zurück, ohne weitere Entschädigung; in allen anderen Fällen einer Absage durch uns steht Ihnen zusätzlich die gesetzlich vorgesehene Entschädigung zu.',
      ],
    },
    {
      heading: '10. Die Reisebegleitung',
      body: [
        `Jede Gruppe reist mit einer Reisebegleitung: einer von ${BRAND_NAME} geschulten reisenden Person, nicht einer örtlichen Reiseleitung. Die Reisebegleitung kümmert sich um die Gruppe und das Programm, verwaltet die Reisekasse gemeinsam mit der Gruppe und ist während der Reise Ihre erste Ansprechperson. Für Besichtigungen kommen örtliche Guides hinzu. Etwa 3 Wochen vor Abreise öffnet sich ein Gruppenchat mit der Reisebegleitung.`,
      ],
    },
    {
      heading: '11. Pflichten der Reisenden',
      body: [
        'Für Reisedokumente und gesundheitliche Voraussetzungen sind Sie selbst verantwortlich:',
        {
          bullets: [
            'ein gültiger Reisepass, der für die meisten Länder noch 6 Monate nach der Rückkehr gültig sein muss;',
            'Visa, soweit erforderlich, wie auf der Reiseseite angegeben;',
            'Impfungen, die das Reiseziel vorschreibt.',
          ],
        },
        'Nach der Buchung senden wir Ihnen eine Checkliste. Bitte teilen Sie uns vor Abreise gesundheitliche Umstände oder Bedürfnisse mit, die für die Reise wichtig sind. Während der Reise respektieren Sie die anderen Reisenden, die Reisebegleitung, das Programm und die örtlichen Gesetze; Kosten, die durch eine Verletzung dieser Pflichten entstehen, trägt die verantwortliche reisende Person.',
      ],
    },
    {
      heading: '12. Enthaltene Versicherung',
      body: [
        'Eine Kranken- und Gepäckversicherung ist stets im Reisepreis enthalten. Die Police mit Leistungen, Höchstbeträgen und Notrufnummer erhalten Sie mit der Buchungsbestätigung. Zusätzliche Versicherungen können Sie nach eigener Wahl abschließen.',
      ],
    },
    {
      heading: '13. Reisemängel und Beanstandungen',
      body: [
        'Wird eine Leistung nicht vertragsgemäß erbracht, zeigen Sie dies bitte unverzüglich der Reisebegleitung oder uns an, damit wir vor Ort Abhilfe schaffen können. Wir schaffen Abhilfe, sofern dies nicht unmöglich oder mit unverhältnismäßigen Kosten verbunden ist; andernfalls haben Sie Anspruch auf eine Minderung des Reisepreises und gegebenenfalls auf Schadensersatz.',
        [
          `Beanstandungen können Sie während oder nach der Reise auch an `,
          { label: bookings, url: `mailto:${bookings}` },
          ` senden. Unser Team ist montags bis freitags von 9:00 bis 19:00 Uhr per Telefon, E-Mail und WhatsApp erreichbar und beantwortet E-Mails innerhalb von 24 Stunden.`,
        ],
      ],
    },
    {
      heading: '14. Haftung',
      body: [
        'Wir haften für die Erbringung aller Leistungen der Pauschalreise, gleich wer sie ausführt, und unterstützen Sie, wenn Sie während der Reise in Schwierigkeiten geraten. Wir haften nicht, wenn der Reisemangel von Ihnen verschuldet ist, von einem an den Reiseleistungen unbeteiligten Dritten verursacht wurde und weder vorhersehbar noch vermeidbar war oder auf unvermeidbaren, außergewöhnlichen Umständen beruht.',
        'Soweit internationale Übereinkommen die Entschädigung durch einen Leistungsträger begrenzen, gelten diese Grenzen auch für uns. Außer bei Körperschäden und bei vorsätzlich oder fahrlässig verursachten Schäden ist die Entschädigung auf den dreifachen Gesamtpreis der Pauschalreise beschränkt.',
      ],
    },
    {
      heading: '15. Insolvenzschutz',
      body: [
        'Wir sind Mitglied eines Garantiefonds, der die Zahlungen der Reisenden für den Fall der Insolvenz des Veranstalters absichert: Er erstattet die geleisteten Zahlungen und sorgt, wenn die Reise bereits begonnen hat, für die Rückbeförderung. Die Angaben zum Fonds finden Sie in der Buchungsbestätigung.',
      ],
    },
    {
      heading: '16. Personenbezogene Daten',
      body: [
        [
          `Verantwortlicher für die Datenverarbeitung ist die ${OPERATOR.company}. Wir verarbeiten die Daten der Reisenden zur Erfüllung des Vertrags, wie in unserer Datenschutzerklärung beschrieben; Fragen richten Sie bitte an `,
          { label: privacy, url: `mailto:${privacy}` },
          `.`,
        ],
      ],
    },
    {
      heading: '17. Anwendbares Recht und Gerichtsstand',
      body: [
        'Für den Vertrag gilt italienisches Recht, insbesondere das italienische Tourismusgesetzbuch, ohne dass Ihnen der Schutz der zwingenden Vorschriften des Staates Ihres gewöhnlichen Aufenthalts entzogen wird. Sind Sie Verbraucherin oder Verbraucher, sind die Gerichte an Ihrem Wohnsitz zuständig. Sie können sich auch an eine Stelle zur außergerichtlichen Streitbeilegung wenden; das Netz der Europäischen Verbraucherzentren nennt Ihnen die zuständige Stelle.',
      ],
    },
  ],
}
