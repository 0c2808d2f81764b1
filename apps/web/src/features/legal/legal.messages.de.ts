import type { Translation } from '../../platform/i18n';
import type { legalMessagesEn } from './legal.messages';

export const legalMessagesDe: Translation<typeof legalMessagesEn> = {
  lastUpdatedLabel: 'Zuletzt aktualisiert',
  lastUpdated: '2026-11-21',
  contentsLabel: 'Auf dieser Seite',

  privacy: {
    documentTitle: 'Datenschutz · Worksphere',
    title: 'Datenschutz',
    intro:
      'Worksphere ist eine Software, die eine Organisation auf ihrem eigenen Server installiert und betreibt. Diese Seite erklärt, was diese Installation über Sie speichert, warum, und an wen Sie sich wenden können.',
    sections: [
      {
        id: 'who',
        heading: 'Wer verantwortlich ist',
        paragraphs: [
          'Die Organisation, die diese Installation von Worksphere betreibt (der Betreiber), entscheidet, wofür sie genutzt wird, und ist für die darin enthaltenen personenbezogenen Daten verantwortlich. Die Hersteller der Software Worksphere erhalten, sehen oder verarbeiten diese Daten nicht.',
          'Fragen oder Anliegen zu Ihren Daten richten Sie an die Administratoren Ihrer Organisation oder an die Person, die diesen Server betreibt.',
        ],
      },
      {
        id: 'what',
        heading: 'Was gespeichert wird',
        paragraphs: [
          'Ihr Konto: Benutzername, E-Mail-Adresse, Vor- und Nachname, Ihre Rolle und Berechtigungen sowie Ihre Organisation. Ihr Passwort wird nie als solches gespeichert, sondern nur als gesalzener Hash, aus dem sich das Passwort nicht zurückgewinnen lässt.',
          'Was Sie und Ihre Kollegen erstellen: Aufgaben, Notizen, Kalendertermine, Chatnachrichten und Anhänge, Dokumente und Kassenbestellungen, einschließlich des Namens und der Telefonnummer, die ein Kunde bei der Bestellung angibt.',
          'Sitzungen: Wenn Sie sich anmelden, wird eine Sitzung mit ihrem Erstellungs- und Ablaufzeitpunkt gespeichert. Das Sitzungstoken selbst wird nur als Hash gespeichert.',
          'Serverprotokolle: Zur Sicherheit und Fehlerbehebung protokolliert der Server Anfragen; dazu können Ihre IP-Adresse und der Zeitpunkt der Anfrage gehören.',
        ],
      },
      {
        id: 'browser',
        heading: 'Cookies und Browserspeicher',
        paragraphs: [
          'Worksphere setzt ein einziges Cookie, ein httpOnly-Sitzungscookie, das Sie angemeldet hält. Es ist für Skripte nicht lesbar und wird nicht zum Tracking verwendet.',
          'Damit Sie mehrere Konten angemeldet halten und zwischen ihnen wechseln können, speichert der Browser die gespeicherten Sitzungen (ihre Tokens, Benutzernamen und Organisationsnamen) in seinem lokalen Speicher. Beim Abmelden werden sie aus diesem Browser entfernt.',
          'Es gibt keine Werbe- oder Analyse-Cookies und keine Tracker von Drittanbietern.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Dienste außerhalb dieses Servers',
        paragraphs: [
          'Standardmäßig verlässt nichts diesen Server. Daten werden nur dann anderswohin gesendet, wenn der Betreiber oder Sie eine Funktion einschalten, die dies erfordert, und nur das, was diese Funktion benötigt:',
          'E-Mail-Versand über den Mailserver des Betreibers; Google oder Microsoft, wenn Sie ein Postfach oder einen Kalender verbinden; ein Anbieter von KI-Modellen, wenn der Betreiber einen für den Assistenten einrichtet; ein Telefonieanbieter für Anrufe und SMS; ein Wetterdienst für die Vorhersage im Kalender (nur der eingestellte Ort wird übermittelt).',
          'Tokens und Passwörter verbundener Konten werden auf diesem Server verschlüsselt.',
        ],
      },
      {
        id: 'retention',
        heading: 'Wie lange Daten aufbewahrt werden',
        paragraphs: [
          'Kontodaten und Inhalte werden aufbewahrt, solange Ihr Konto und Ihre Organisation bestehen. Sitzungen laufen von selbst ab und enden, wenn Sie sich abmelden oder Ihr Passwort ändern. Links zum Zurücksetzen des Passworts funktionieren einmal und laufen ab.',
          'Über Sicherungen und das Löschen von Daten nach der Schließung eines Kontos entscheidet der Betreiber.',
        ],
      },
      {
        id: 'rights',
        heading: 'Ihre Wahlmöglichkeiten und Rechte',
        paragraphs: [
          'Sie können Ihr Profil in den Profileinstellungen einsehen und korrigieren. Sie können die Administratoren Ihrer Organisation um eine Kopie Ihrer Daten, um Berichtigungen oder um die Löschung Ihres Kontos und Ihrer Daten bitten. Je nach Wohnort kann Ihnen das Datenschutzrecht weitere Rechte gewähren, um die sich der Betreiber kümmert.',
        ],
      },
      {
        id: 'changes',
        heading: 'Änderungen',
        paragraphs: [
          'Wenn der Betreiber ändert, wie diese Installation mit personenbezogenen Daten umgeht, wird diese Seite aktualisiert und das oben genannte Datum ändert sich.',
        ],
      },
    ],
  },

  terms: {
    documentTitle: 'Nutzungsbedingungen · Worksphere',
    title: 'Nutzungsbedingungen',
    intro:
      'Diese Bedingungen gelten für Ihre Nutzung dieser Installation von Worksphere, die von einer Organisation auf ihrem eigenen Server betrieben wird (dem Betreiber). Indem Sie ein Konto erstellen oder sich anmelden, akzeptieren Sie sie.',
    sections: [
      {
        id: 'accounts',
        heading: 'Ihr Konto',
        paragraphs: [
          'Machen Sie bei der Registrierung zutreffende Angaben und behalten Sie Ihr Passwort für sich. Sie sind für alles verantwortlich, was unter Ihrem Konto geschieht; wenn Sie vermuten, dass jemand anderes es benutzt hat, ändern Sie Ihr Passwort, wodurch Ihre anderen Sitzungen abgemeldet werden, und informieren Sie einen Administrator.',
          'Jedes Konto gehört zu einer Organisation. Deren Administratoren können Mitglieder einladen, Rollen und Berechtigungen ändern und Konten deaktivieren.',
        ],
      },
      {
        id: 'use',
        heading: 'Zulässige Nutzung',
        paragraphs: [
          'Nutzen Sie Worksphere nicht, um gegen Gesetze oder die Rechte anderer zu verstoßen, Spam zu versenden, Schadsoftware hochzuladen oder andere zu belästigen. Versuchen Sie nicht, auf Daten einer anderen Organisation zuzugreifen, Berechtigungen oder Ratenbegrenzungen zu umgehen oder den Server zu stören.',
          'Der Betreiber kann Konten sperren, die gegen diese Regeln verstoßen.',
        ],
      },
      {
        id: 'content',
        heading: 'Ihre Inhalte',
        paragraphs: [
          'Was Sie erstellen, gehört weiterhin Ihnen und Ihrer Organisation. Der Betreiber speichert und verarbeitet es nur, um den Dienst für Ihre Organisation bereitzustellen. Mit der Organisation geteilte Notizen sind für alle ihre Mitglieder sichtbar.',
        ],
      },
      {
        id: 'connected',
        heading: 'Verbundene Dienste und der KI-Assistent',
        paragraphs: [
          'Wenn Sie ein Google-, Microsoft- oder anderes Konto verbinden, gelten für das, was dort geschieht, zusätzlich die eigenen Bedingungen dieses Anbieters.',
          'Der KI-Assistent kann sich irren. Prüfen Sie, was er vorbereitet, etwa Aufgaben, Antworten oder Bestellungen, bevor Sie sich darauf verlassen. Er kann nur tun, was Ihre eigenen Berechtigungen erlauben.',
        ],
      },
      {
        id: 'availability',
        heading: 'Verfügbarkeit und Haftung',
        paragraphs: [
          'Der Betreiber betreibt diese Installation und ist für ihre Verfügbarkeit und für Sicherungen verantwortlich. Die Software wird ohne Mängelgewähr und ohne Garantie bereitgestellt. Soweit gesetzlich zulässig, haften weder der Betreiber noch die Hersteller der Software für mittelbare Schäden oder Datenverluste, die aus ihrer Nutzung entstehen.',
        ],
      },
      {
        id: 'ending',
        heading: 'Beenden der Nutzung',
        paragraphs: [
          'Sie können die Nutzung von Worksphere jederzeit beenden und Ihre Administratoren bitten, Ihr Konto zu löschen. Administratoren können Konten deaktivieren, die nicht mehr benötigt werden.',
        ],
      },
      {
        id: 'changes',
        heading: 'Änderungen dieser Bedingungen',
        paragraphs: [
          'Der Betreiber kann diese Bedingungen aktualisieren. Das oben genannte Datum zeigt die neueste Fassung; wenn Sie Worksphere nach einer Änderung weiter nutzen, gilt dies als Zustimmung.',
        ],
      },
    ],
  },
};
