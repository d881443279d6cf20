import { BRAND_NAME } from '../../../../src/lib/brand'
import { mailAddress } from '../../contacts'
import { LEGAL_UPDATED, OPERATOR } from '../operator'
import type { LegalDocument } from '../types'
import { RETENTION as R, SUPERVISOR } from './facts'

const privacy = mailAddress('de', 'privacy')

export const privacyPolicy: LegalDocument = {
  title: 'Datenschutzerklärung',
  updated: LEGAL_UPDATED,
  lead: `Diese Erklärung beschreibt, welche personenbezogenen Daten ${BRAND_NAME} erhebt, wenn Sie die Website nutzen und mit uns reisen, wofür wir sie verwenden, an wen wir sie weitergeben, wie lange wir sie speichern und welche Rechte Ihnen die Datenschutz-Grundverordnung (DSGVO, Verordnung (EU) 2016/679) gibt. Wir erheben nur, was wir brauchen, um Ihre Reisen zu organisieren und die Website zu betreiben.`,
  sections: [
    {
      heading: '1. Wer für Ihre Daten verantwortlich ist',
      body: [
        `Verantwortlicher ist die ${OPERATOR.company}, ${OPERATOR.street}, ${OPERATOR.city}, Italien, USt-IdNr. ${OPERATOR.vat}, das Unternehmen, das die Website betreibt und die Reisen veranstaltet.`,
        [
          'Bei Fragen zu Ihren Daten oder um Ihre Rechte auszuüben, schreiben Sie bitte an unsere Ansprechstelle für Datenschutz: ',
          { label: privacy, url: `mailto:${privacy}` },
          '.',
        ],
      ],
    },
    {
      heading: '2. Welche Daten wir erheben',
      body: [
        'Je nachdem, welche Dienste Sie nutzen, verarbeiten wir:',
        {
          bullets: [
            'Kontodaten: Ihre E-Mail-Adresse und die Einmalcodes, die wir Ihnen zur Anmeldung senden (wir verwenden keine Passwörter);',
            'Profildaten: Ihr Name, das Foto, das Sie hochladen möchten, die Einwilligungen, die Sie erteilen (mit Datum), und das Datum Ihres letzten Besuchs mit Anmeldung;',
            'Buchungsdaten: die gebuchten Reisen, Zahlungen und deren Stand sowie Name, Geschlecht und Geburtsjahr jedes Reisenden, die wir für die Altersgruppe des Termins und die Zimmerbelegung benötigen, und ob er bereits mit uns gereist ist;',
            'Passdaten (Nummer, Staatsangehörigkeit, Ausstellungs- und Ablaufdatum) nur, wenn eine Reise sie erfordert, etwa für Visa, Flüge oder Grenzformalitäten;',
            'Angaben zu Gesundheit und Ernährung (Allergien, Unverträglichkeiten, medizinische Bedürfnisse) nur, wenn Sie sie uns freiwillig mitteilen;',
            'Ihre Anmeldungen zum Newsletter und zu Terminbenachrichtigungen sowie die Reisen auf Ihrer Wunschliste;',
            'Cookies: eine Gerätekennung und die gewählte Währung, beschrieben in Abschnitt 4;',
            'Server-Protokolle: IP-Adresse, Datum und Uhrzeit, aufgerufene Seite und Browser, die bei jedem Besuch automatisch erfasst werden.',
          ],
        },
        'Wenn Sie für andere Reisende buchen, sorgen Sie bitte dafür, dass diese die Erklärung kennen, bevor Sie uns ihre Daten mitteilen.',
      ],
    },
    {
      heading: '3. Zwecke und Rechtsgrundlagen',
      body: [
        {
          bullets: [
            'Ihr Konto anlegen und verwalten, Buchungen annehmen und abwickeln und die Reise organisieren: Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO);',
            'Buchhaltung und steuerliche Aufzeichnungen führen und Anfragen von Behörden beantworten: rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c);',
            'Angaben zu Gesundheit und Ernährung berücksichtigen, damit die Reise zu Ihnen passt: Ihre ausdrückliche Einwilligung (Art. 9 Abs. 2 lit. a), die Sie jederzeit widerrufen können;',
            'Newsletter und Terminbenachrichtigungen versenden: Ihre Einwilligung (Art. 6 Abs. 1 lit. a);',
            'die Website schützen, Betrug verhindern und unsere Dienste mithilfe der Gerätekennung und der Server-Protokolle verbessern: unser berechtigtes Interesse (Art. 6 Abs. 1 lit. f).',
          ],
        },
        'Ohne die für eine Buchung nötigen Daten können wir diese nicht bestätigen. Wir treffen keine ausschließlich automatisierten Entscheidungen über Sie und verkaufen Ihre Daten nicht.',
      ],
    },
    {
      heading: '4. Cookies',
      body: [
        `Die Website setzt ein Cookie namens _device_id, das eine zufällige Kennung Ihres Geräts für ${R.cookieDays} Tage speichert. Damit erkennen wir Ihr Gerät bei späteren Besuchen wieder, schützen die Website und messen ihre Nutzung, ohne zu wissen, wer Sie sind.`,
        `Ein zweites Cookie speichert die Währung, die Sie für die Preise gewählt haben, ebenfalls für ${R.cookieDays} Tage. Wenn Sie sich anmelden, halten technische Cookies Ihre Sitzung offen. Keines dieser Cookies dient der Werbung, und Sie können sie jederzeit in den Einstellungen Ihres Browsers löschen.`,
      ],
    },
    {
      heading: '5. Wer Ihre Daten erhält',
      body: [
        'Ihre Daten sehen nur die Mitarbeitenden, die sie benötigen, sowie:',
        {
          bullets: [
            'der Koordinator Ihrer Gruppe und die örtlichen Leistungsträger Ihrer Reise (Hotels, Transportunternehmen, örtliche Guides, Fluggesellschaften, wenn Flüge inbegriffen sind), jeweils nur im für ihre Leistung nötigen Umfang;',
            'Zahlungsdienstleister, die Ihre Karten- oder Kontodaten verarbeiten; wir selbst sehen und speichern nie die vollständige Kartennummer;',
            'der Dienstleister, der unsere E-Mails versendet (Anmeldecodes, Buchungsbestätigungen, Benachrichtigungen und Newsletter);',
            'Behörden, wenn das Gesetz es verlangt oder eine Reise es erfordert (zum Beispiel für Visa oder Grenzkontrollen).',
          ],
        },
        'Dienstleister, die Daten in unserem Auftrag verarbeiten, tun dies auf Grundlage eines Vertrags, der sie an unsere Weisungen und zur Vertraulichkeit verpflichtet.',
      ],
    },
    {
      heading: '6. Übermittlungen außerhalb der Europäischen Union',
      body: [
        'Einige Dienstleister verarbeiten Daten möglicherweise außerhalb des Europäischen Wirtschaftsraums. Wir übermitteln Daten nur in Länder, für die die Europäische Kommission ein angemessenes Schutzniveau festgestellt hat, oder auf Grundlage der von der Kommission erlassenen Standardvertragsklauseln, bei Bedarf mit zusätzlichen Garantien. Eine Kopie dieser Garantien erhalten Sie auf Anfrage.',
        'Findet Ihre Reise außerhalb der EU statt, geben wir den Leistungsträgern vor Ort die Daten weiter, die sie für die gebuchten Leistungen benötigen: Diese Übermittlung ist zur Erfüllung Ihres Vertrags erforderlich.',
      ],
    },
    {
      heading: '7. Wie lange wir Ihre Daten speichern',
      body: [
        {
          bullets: [
            `Einmalcodes zur Anmeldung: nur verschlüsselt (als Hash) gespeichert; jeder Code gilt einmal und verfällt nach ${R.codeMinutes} Minuten;`,
            `Konto und Profil: solange Ihr Konto besteht; Löschung innerhalb von ${R.accountClosedDays} Tagen nach der Schließung;`,
            `Buchungen, Zahlungen und Rechnungen: ${R.bookingYears} Jahre, wie es das italienische Recht für Buchhaltungsunterlagen vorschreibt;`,
            `Passdaten sowie Angaben zu Gesundheit und Ernährung: bis zum Ende der Reise; Löschung ${R.tripDataDays} Tage nach Ihrer Rückkehr;`,
            'Newsletter, Benachrichtigungen und Wunschliste: bis Sie sich abmelden, die Einträge entfernen oder Ihr Konto schließen;',
            `Server-Protokolle: ${R.logDays} Tage, länger nur, solange ein Sicherheitsvorfall untersucht wird.`,
          ],
        },
      ],
    },
    {
      heading: '8. Ihre Rechte',
      body: [
        'Sie haben das Recht,',
        {
          bullets: [
            'Auskunft über Ihre Daten und eine Kopie davon zu erhalten;',
            'unrichtige Daten berichtigen und unvollständige Daten vervollständigen zu lassen;',
            'die Löschung Ihrer Daten zu verlangen, soweit wir sie nicht gesetzlich aufbewahren müssen;',
            'die Einschränkung der Verarbeitung zu verlangen, solange eine Anfrage von Ihnen geprüft wird;',
            'die Daten, die Sie uns gegeben haben, in einem strukturierten, maschinenlesbaren Format zu erhalten (Datenübertragbarkeit);',
            'der Verarbeitung auf Grundlage unseres berechtigten Interesses zu widersprechen;',
            'eine Einwilligung jederzeit zu widerrufen, ohne dass die bis dahin erfolgte Verarbeitung unrechtmäßig wird;',
            `sich bei der Aufsichtsbehörde zu beschweren, dem ${SUPERVISOR.name} (${SUPERVISOR.address}, ${SUPERVISOR.site}).`,
          ],
        },
        [
          'Um Ihre Rechte auszuüben, schreiben Sie an ',
          { label: privacy, url: `mailto:${privacy}` },
          '. Wir antworten innerhalb eines Monats und bitten Sie gegebenenfalls, Ihre Identität zu bestätigen. Viele Daten können Sie direkt in Ihrem Konto ändern, und jede Newsletter- oder Benachrichtigungs-E-Mail enthält einen Link zur Abmeldung.',
        ],
      ],
    },
    {
      heading: '9. Sicherheit',
      body: [
        'Wir schützen Ihre Daten mit technischen und organisatorischen Maßnahmen, die dem Risiko angemessen sind: verschlüsselte Verbindungen, Anmeldung mit Einmalcodes statt Passwörtern, Zugriff nur für Mitarbeitende, die ihn benötigen, und regelmäßige Sicherungskopien. Betrifft eine Datenschutzverletzung Ihre Daten und gefährdet sie Ihre Rechte, informieren wir Sie und die Aufsichtsbehörde, wie es das Gesetz vorsieht.',
      ],
    },
    {
      heading: '10. Minderjährige',
      body: [
        `Unsere Reisen richten sich an Erwachsene, und die Website ist nicht für Kinder bestimmt. Wir erheben wissentlich keine Daten von Personen unter ${R.minimumAge} Jahren; erfahren wir, dass dies geschehen ist, löschen wir sie.`,
      ],
    },
    {
      heading: '11. Änderungen dieser Erklärung',
      body: [
        'Wir können diese Erklärung anpassen, wenn sich unsere Dienste oder die Rechtslage ändern. Das Datum oben zeigt die geltende Fassung; ist eine Änderung wesentlich, informieren wir Sie vorher per E-Mail oder durch einen Hinweis auf der Website.',
      ],
    },
  ],
}
