import type { Translation } from '../i18n';
import type { serverErrorsEn } from './serverErrors.messages';

export const serverErrorsDe: Translation<typeof serverErrorsEn> = {
  codes: {
    VALIDATION_ERROR: 'Einige der eingegebenen Werte sind ungültig.',
    BAD_REQUEST: 'Die Anfrage ist ungültig.',
    UNAUTHENTICATED: 'Bitte melden Sie sich an.',
    SESSION_EXPIRED: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    INVALID_CREDENTIALS: 'Benutzername oder Passwort ist falsch.',
    FORBIDDEN: 'Dazu haben Sie keine Berechtigung.',
    NOT_FOUND: 'Nicht gefunden.',
    CONFLICT: 'Das widerspricht inzwischen gespeicherten Daten.',
    INVITE_INVALID: 'Diese Einladung ist ungültig.',
    RESET_TOKEN_INVALID: 'Dieser Link zum Zurücksetzen ist ungültig.',
    RATE_LIMITED: 'Zu viele Anfragen. Warten Sie einen Moment und versuchen Sie es erneut.',
    PAYLOAD_TOO_LARGE: 'Das ist zu groß.',
    UNSUPPORTED_MEDIA_TYPE: 'Dieser Dateityp wird nicht unterstützt.',
    SERVICE_UNAVAILABLE: 'Der Dienst ist gerade nicht verfügbar. Versuchen Sie es später erneut.',
    INTERNAL_ERROR: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    TWO_FACTOR_REQUIRED: 'Richten Sie die Zwei-Faktor-Anmeldung ein, um fortzufahren.',
  },
  texts: {
    nulCharacter: 'Text darf keine NUL-Zeichen enthalten.',
    invalidCharacter: 'Der Text enthält ein ungültiges Zeichen.',
    invalidDate: 'Geben Sie ein gültiges Datum ein.',
    invalidTimeZone: 'Verwenden Sie eine Zeitzone wie Europe/Berlin.',
    notAvailableForMembers:
      'In diesem Arbeitsbereich noch nicht verfügbar. Fragen Sie einen Administrator.',
    webhookUrlRequired: 'Geben Sie die Adresse ein, die die Ereignisse empfängt.',
    webhookUrlInvalid:
      'Geben Sie eine vollständige https-Adresse ein, z. B. https://example.com/hooks/worksphere.',
    webhookUrlTooLong: 'Eine Adresse darf höchstens 2000 Zeichen lang sein.',
    webhookEventsRequired: 'Wählen Sie mindestens ein Ereignis.',
    webhookDescriptionTooLong: 'Eine Beschreibung darf höchstens 200 Zeichen lang sein.',
    webhookNotFound: 'Webhook nicht gefunden.',
    inboxItemNotFound: 'Eintrag im Eingang nicht gefunden.',
    inboxInvalidCursor: 'Diese Seite des Eingangs ist nicht mehr gültig.',
    inboxMailAccountNotFound: 'E-Mail-Konto nicht gefunden.',
    ssoPasswordRefused:
      'Ihre Organisation meldet sich per Single Sign-on an. Nutzen Sie „Mit Single Sign-on anmelden“ auf der Anmeldeseite.',
    ssoResetRefused:
      'Ihre Organisation meldet sich per Single Sign-on an, daher lassen sich ihre Passwörter nicht zurücksetzen. Nutzen Sie „Mit Single Sign-on anmelden“ auf der Anmeldeseite.',
    ssoBreakGlassInvalid:
      'Wählen Sie einen aktiven Administrator dieser Organisation, der die Anmeldung mit Passwort behält.',
    ssoNoOrganizationForDomain:
      'Für diese E-Mail-Domain meldet sich keine Organisation per Single Sign-on an. Melden Sie sich mit Ihrem Passwort an.',
    ssoTicketInvalid:
      'Dieser Anmeldelink ist ungültig, bereits benutzt oder abgelaufen. Melden Sie sich erneut an.',
    ssoProviderUnavailable:
      'Der Single-Sign-on-Anbieter ist gerade nicht erreichbar. Versuchen Sie es erneut oder wenden Sie sich an einen Administrator.',
    ssoSignUpRefused:
      'Adressen bei {domain} melden sich per Single Sign-on an; für sie kann kein Konto mit Passwort angelegt werden. Nutzen Sie „Mit Single Sign-on anmelden“ auf der Anmeldeseite.',
    tooManyAttempts: 'Zu viele Versuche.',
    loginThrottled: 'Zu viele fehlgeschlagene Anmeldeversuche für dieses Konto.',
    passwordThrottled: 'Zu viele falsche Passwörter für dieses Konto.',
    twoFactorThrottled: 'Zu viele falsche Codes für dieses Konto.',
    tTryAgainSecond: '{message} Versuchen Sie es in {count} Sekunde erneut.',
    tTryAgainSeconds: '{message} Versuchen Sie es in {count} Sekunden erneut.',
    tTryAgainMinute: '{message} Versuchen Sie es in {count} Minute erneut.',
    tTryAgainMinutes: '{message} Versuchen Sie es in {count} Minuten erneut.',
    tTryAgainHour: '{message} Versuchen Sie es in {count} Stunde erneut.',
    tTryAgainHours: '{message} Versuchen Sie es in {count} Stunden erneut.',
    tTryAgainDay: '{message} Versuchen Sie es in {count} Tag erneut.',
    tTryAgainDays: '{message} Versuchen Sie es in {count} Tagen erneut.',
    tTryAgainLater: '{message} Versuchen Sie es in {wait} erneut.',
    tInvitationForOtherAddress:
      'Diese Einladung wurde an {email} gesendet; registrieren Sie sich mit dieser Adresse.',
    tSsoDomainInvalid: '„{domain}“ ist keine E-Mail-Domain (z. B. example.com).',
    tSsoDomainTaken:
      'Eine andere Organisation meldet sich für {domain} bereits per Single Sign-on an.',
    tSsoDiscoveryFailed:
      'Die OpenID-Konfiguration des Anbieters konnte nicht gelesen werden: {reason}',
    tOauthNotConfigured: 'Auf diesem Server nicht eingerichtet: Setzen Sie {settings}.',
    tTokenLacksScope: 'Diesem Token fehlt der Bereich {scope}.',
    tNoMemberCalled: 'Kein aktives Mitglied Ihrer Organisation heißt „{name}“.',
    tSeveralMembersCalled: 'Mehrere Mitglieder heißen „{name}“: Verwenden Sie ihren Benutzernamen.',
    tTelephonyProviderRefused: 'Der Telefonieanbieter hat die Anfrage abgelehnt: {message}',
    tPushEndpointRefused: 'Diese Push-Adresse wird nicht akzeptiert: {reason}',
    tRecipientInvalid: '„{address}“ ist keine gültige E-Mail-Adresse.',
    tFileTypeNotAllowed: 'Dateityp nicht erlaubt: {file}',
    tFileTooLargeMegabytes: 'Datei zu groß: {file} (höchstens {megabytes} MB).',
    tFileTooLargeSize: 'Datei zu groß: {file} (höchstens {size}).',
    tNotAnImage: 'Kein JPEG-, PNG-, GIF- oder WebP-Bild: {file}',
    tFileNameTaken: '„{name}“ ist in diesem Ordner bereits vorhanden.',
    tDocumentExists:
      'Ein Dokument namens „{name}“ ist bereits vorhanden. Öffnen Sie es, oder speichern Sie unter einem anderen Namen.',
    tRestoreNameTaken:
      '„{name}“ kann nicht wiederhergestellt werden: In seinem Ordner liegt jetzt eine Datei dieses Namens. Benennen Sie diese Datei zuerst um.',
    tDocumentChangedElsewhere:
      'Dieses Dokument wurde seit dem Öffnen an anderer Stelle geändert (es ist jetzt bei Version {version}). Ihre Änderungen wurden nicht gespeichert und sind noch im Editor: Kopieren Sie sie oder speichern Sie unter einem anderen Namen, und laden Sie dann neu.',
    tDocumentTooLarge: 'Ein Dokument darf höchstens {megabytes} MB groß sein.',
    tStorageQuotaFull:
      'Nicht gespeichert: Das Speicherkontingent Ihrer Organisation von {quota} ist voll. Löschen Sie Dateien und leeren Sie den Papierkorb, oder bitten Sie einen Administrator um mehr Speicherplatz.',
    tPaymentsMismatch:
      'Die Zahlungen ergeben {paid}, die Bestellung mit Trinkgeld beträgt aber {due}.',
    tCashShort: 'Das gegebene Bargeld ({tendered}) ist weniger als der Baranteil ({amount}).',
    tRefundTooMuch: 'Von {name} können nur noch {left} erstattet werden.',
    tBarcodeUnknown: 'Kein Produkt hat den Barcode {code}.',
    tProductUnavailable: '{name} ist im Moment nicht verfügbar.',
    tOptionNotFound: 'Diese Option gibt es für {name} nicht.',
    tOptionRequired: 'Wählen Sie {group} für {name}.',
    tOptionTooMany: 'Wählen Sie nur eine Option {group} für {name}.',
    tSoldOut: '{name} ist ausverkauft.',
    tStockTooLow: 'Von {name} sind nur noch {count} übrig.',
    tIllegalTransition: 'Eine Bestellung im Status {from} kann nicht in den Status {to} wechseln.',
    tShopClosedUntilToday: 'Der Shop ist gerade geschlossen. Er öffnet wieder heute um {time}.',
    tShopClosedUntilTomorrow: 'Der Shop ist gerade geschlossen. Er öffnet wieder morgen um {time}.',
    tShopClosedUntilMonday:
      'Der Shop ist gerade geschlossen. Er öffnet wieder am Montag um {time}.',
    tShopClosedUntilTuesday:
      'Der Shop ist gerade geschlossen. Er öffnet wieder am Dienstag um {time}.',
    tShopClosedUntilWednesday:
      'Der Shop ist gerade geschlossen. Er öffnet wieder am Mittwoch um {time}.',
    tShopClosedUntilThursday:
      'Der Shop ist gerade geschlossen. Er öffnet wieder am Donnerstag um {time}.',
    tShopClosedUntilFriday:
      'Der Shop ist gerade geschlossen. Er öffnet wieder am Freitag um {time}.',
    tShopClosedUntilSaturday:
      'Der Shop ist gerade geschlossen. Er öffnet wieder am Samstag um {time}.',
    tShopClosedUntilSunday:
      'Der Shop ist gerade geschlossen. Er öffnet wieder am Sonntag um {time}.',
    tShopClosedUntil: 'Der Shop ist gerade geschlossen. Er öffnet wieder {when}.',
    tNoRoute: 'Keine Route {method} {path}.',
    aiModelUnreachable: 'Das KI-Modell war nicht erreichbar. Bitte versuchen Sie es später erneut.',
    aiModelTimeout:
      'Das KI-Modell hat zu lange für die Antwort gebraucht. Bitte versuchen Sie es erneut.',
    aiModelStopped:
      'Das KI-Modell hat mitten in der Antwort aufgehört. Bitte versuchen Sie es erneut.',
    aiTooManySteps: 'Der Assistent hat nach zu vielen Schritten ohne endgültige Antwort aufgehört.',
    accountReconnectNeeded:
      'Neu verbinden erforderlich: Der Anbieter akzeptiert die Anmeldung dieses Kontos nicht mehr.',
    calendarEventNotFound: 'Termin nicht gefunden.',
    calendarReadOnlyEvent: 'Dieser Termin kann von hier aus nicht geändert werden.',
    caldavNoCalendar: 'Auf diesem CalDAV-Server wurde für diesen Benutzer kein Kalender gefunden.',
    caldavLoginFailed: 'Der CalDAV-Server hat den Benutzernamen oder das Passwort abgelehnt.',
    caldavUnreachable: 'Der CalDAV-Server war nicht erreichbar.',
    transcriptionNotConfigured:
      'Die Transkription ist nicht eingerichtet: Setzen Sie AI_BASE_URL und AI_API_KEY.',
    mailSendFailed: 'Der Mailserver hat die Nachricht nicht angenommen.',
    mailLoginFailed:
      'Der Mailserver hat das Passwort abgelehnt. Verbinden Sie dieses Konto in den Einstellungen neu.',
    mailTlsFailed: 'Die sichere Verbindung zum Mailserver ist fehlgeschlagen.',
    mailConnectionLost:
      'Der Mailserver hat die Verbindung während der Synchronisierung getrennt; sie wird wiederholt.',
    mailDraftNotSaved: 'Der Entwurf konnte nicht gespeichert werden.',
    shopClosed: 'Der Shop ist gerade geschlossen. Bitte bestellen Sie während der Öffnungszeiten.',
    memberAdminTarget: 'Nur ein Administrator kann einen Administrator ändern.',
    memberGrantAdmin: 'Nur ein Administrator kann jemanden zum Administrator machen.',
    tMemberAdminOnlyPermission: 'Nur ein Administrator kann {permission} gewähren oder entziehen.',
    outboundInvalidAddress: 'Das ist keine gültige Adresse.',
    outboundHttpsOnly: 'Nur https-Adressen sind erlaubt.',
    tOutboundNotResolvedInTime: '{host} wurde nicht rechtzeitig aufgelöst.',
    tOutboundDoesNotResolve: '{host} lässt sich nicht auflösen.',
    tOutboundResolvesToPrivate:
      '{host} wird zu {address} aufgelöst, was keine öffentliche Internetadresse ist.',
    tOutboundNotPublic: '{host} ist keine öffentliche Internetadresse.',
    tSsoIssuerMismatch:
      'Der Anbieter nennt sich selbst {announced}; geben Sie genau das als Aussteller ein.',
    calendarProviderRefused: 'Der Kalenderanbieter hat diese Änderung abgelehnt.',
    contactNameRequired: 'Geben Sie einen Vor- oder Nachnamen oder eine Firma ein.',
    contactCompanyNameRequired: 'Geben Sie den Namen der Firma ein.',
    categoryNameRequired: 'Der Kategoriename darf nicht leer sein.',
    categoryNameTooLong: 'Der Kategoriename darf höchstens 100 Zeichen lang sein.',
    fileNameRequired: 'Geben Sie einen Namen ein.',
    fileNameHasSlash: 'Ein Name darf kein „/“ enthalten.',
    fileNameInvisibleCharacter:
      'Ein Name darf keine unsichtbaren Zeichen oder Schreibrichtungszeichen enthalten (wie U+202E oder U+200B).',
    fileNameTooLong: 'Ein Name darf höchstens 255 Zeichen lang sein.',
    filePathNul: 'Ein Pfad darf keine NUL-Zeichen enthalten.',
    filePathBackslash: 'Ein Pfad darf keine umgekehrten Schrägstriche enthalten.',
    filePathEncodedSeparator:
      'Ein Pfad darf keine kodierten Schrägstriche, Punkte oder NUL-Zeichen enthalten.',
    filePathAbsolute:
      'Ein Pfad ist relativ zu den Dateien Ihrer Organisation und darf nicht mit „/“ beginnen.',
    filePathDrive: 'Ein Pfad darf kein Laufwerk benennen.',
    filePathControlCharacter: 'Ein Name darf keine Steuerzeichen enthalten.',
    filePathTooLong: 'Ein Pfad darf höchstens 1024 Zeichen lang sein.',
    filePathTooDeep: 'Ordner können höchstens 20 Ebenen tief verschachtelt werden.',
    filePathParentSegment: 'Ein Pfad darf kein „..“ enthalten.',
    filePathCurrentSegment: 'Ein Pfad darf „.“ nicht als Namen enthalten.',
    filePathEmptySegment:
      'Ein Pfad darf keinen leeren Namen enthalten (zwei Schrägstriche hintereinander).',
    filePathSymlink: 'Symbolischen Links wird nicht gefolgt.',
    attachmentSymlinkRefused: 'Abgelehnt: ein symbolischer Link.',
    vServerURLIsRequired: 'Die Server-URL ist erforderlich.',
    vUserNameIsRequired: 'Der Benutzername ist erforderlich.',
    vPasswordIsRequired: 'Das Passwort ist erforderlich.',
    vTheSessionIdMustBe:
      'Die Sitzungs-ID muss aus 1 bis 100 Buchstaben, Ziffern, Binde- oder Unterstrichen bestehen.',
    vTheCurrentStateDetailsAre: 'Die Angaben zum aktuellen Zustand sind zu groß.',
    vWriteAMessage: 'Schreiben Sie eine Nachricht.',
    vAMessageMustBeAt: 'Eine Nachricht darf höchstens 4000 Zeichen lang sein.',
    vEachTextMustBeAt: 'Jeder Text darf höchstens 100000 Zeichen lang sein.',
    vIncludeTheEMailTo: 'Fügen Sie die E-Mail bei, die beantwortet werden soll.',
    vWriteADraftToRevise: 'Schreiben Sie einen Entwurf zum Überarbeiten.',
    vGiveTheTokenAName: 'Geben Sie dem Token einen Namen.',
    vATokenNameMustBe: 'Ein Tokenname darf höchstens 100 Zeichen lang sein.',
    vChooseAtLeastOneThing: 'Wählen Sie mindestens eine Sache, die dieses Token tun darf.',
    vUseAMemberId: 'Verwenden Sie eine Mitglieds-ID.',
    vAtMost5RemindersPer: 'Höchstens 5 Erinnerungen pro Termin.',
    vEachReminderMayBeChosen: 'Jede Erinnerung darf nur einmal gewählt werden.',
    vRepeatUntilADateOr:
      'Wiederholen Sie bis zu einem Datum oder eine Anzahl von Malen, nicht beides.',
    vTimeMinIsRequired: 'timeMin ist erforderlich.',
    vTimeMaxIsRequired: 'timeMax ist erforderlich.',
    vTitleMustBeAtMost: 'Der Titel darf höchstens 500 Zeichen lang sein.',
    vStartIsRequired: 'Der Beginn ist erforderlich.',
    vEndIsRequired: 'Das Ende ist erforderlich.',
    vCategoryIsRequired: 'Die Kategorie ist erforderlich.',
    vColourMustBeARrggbb: 'Die Farbe muss ein #rrggbb-Wert sein.',
    vNameIsRequired: 'Der Name ist erforderlich.',
    vNameMustBeAtMost: 'Der Name darf höchstens 100 Zeichen lang sein.',
    vEnterAPhoneNumber: 'Geben Sie eine Telefonnummer ein.',
    vEnterAPhoneNumberOf:
      'Geben Sie eine Telefonnummer mit höchstens 15 Ziffern ein (Leerzeichen, +, -, Punkte und Klammern werden ignoriert).',
    vThisPhoneNumberCannotExist:
      'Diese Telefonnummer kann nicht existieren: Prüfen Sie die Ziffern und schreiben Sie eine Nummer außerhalb Nordamerikas mit + und Landesvorwahl (z. B. +44 20 7946 0958).',
    vAMessageCarriesAtMost: 'Eine Nachricht enthält höchstens 10 Medien.',
    vAMessageMustBeAt2: 'Eine Nachricht darf höchstens 1600 Zeichen lang sein.',
    vWriteAMessageOrAttach: 'Schreiben Sie eine Nachricht oder hängen Sie Medien an.',
    vALabelMustBeAt: 'Eine Bezeichnung darf höchstens 80 Zeichen lang sein.',
    vAGreetingMustBeAt: 'Eine Begrüßung darf höchstens 500 Zeichen lang sein.',
    vATwilioAccountSIDIs: 'Eine Twilio-Konto-SID ist AC gefolgt von 32 Hexadezimalzeichen.',
    vSend1To32Keys: 'Senden Sie 1 bis 32 Tasten: Ziffern, * und #.',
    vRoomNameIsRequired: 'Der Raumname ist erforderlich.',
    vRoomNameMustBeAt: 'Der Raumname darf höchstens 200 Zeichen lang sein.',
    vThreadTitleIsRequired: 'Der Titel des Threads ist erforderlich.',
    vThreadTitleMustBeAt: 'Der Titel des Threads darf höchstens 300 Zeichen lang sein.',
    vChatRoomIdIsRequired: 'chatRoomId ist erforderlich.',
    vAMessageMustBeAt3: 'Eine Nachricht darf höchstens 20000 Zeichen lang sein.',
    vSendThreadIdOrNewThreadTitleNot: 'Senden Sie threadId oder newThreadTitle, nicht beides.',
    vThreadIdIsRequired: 'threadId ist erforderlich.',
    vQIsRequired: 'q ist erforderlich.',
    vASearchIsAtMost: 'Eine Suche hat höchstens 200 Zeichen.',
    vTypeAWordToSearch: 'Geben Sie ein Wort ein, nach dem gesucht werden soll.',
    vAfterMustBeEarlierThan: 'after muss vor before liegen.',
    vChooseOneEmoji: 'Wählen Sie ein Emoji.',
    vUseStunStunsTurnOr: 'Verwenden Sie stun:-, stuns:-, turn:- oder turns:-Adressen.',
    vATURNServerNeedsA: 'Ein TURN-Server benötigt einen Benutzernamen und ein Kennwort.',
    vSendADescriptionOrA: 'Senden Sie eine Beschreibung oder einen Kandidaten.',
    vEnterAValidEMail: 'Geben Sie eine gültige E-Mail-Adresse ein.',
    vChooseAtLeastOneOther: 'Wählen Sie mindestens einen weiteren Kontakt zum Zusammenführen.',
    vMergeAtMost50Contacts: 'Führen Sie höchstens 50 Kontakte auf einmal zusammen.',
    vLookUpAtMost200: 'Suchen Sie höchstens 200 Nummern und 200 Adressen auf einmal.',
    vUse1To64Letters: 'Verwenden Sie 1 bis 64 Buchstaben, Ziffern, Binde- oder Unterstriche.',
    vAtMost20Settings: 'Höchstens 20 Einstellungen.',
    vADashboardHoldsAtMost: 'Ein Dashboard enthält höchstens 30 Widgets.',
    vEachWidgetNeedsItsOwn: 'Jedes Widget braucht eine eigene ID.',
    vACommentMustBeAt: 'Ein Kommentar darf höchstens 5.000 Zeichen lang sein.',
    vTheCommentNeedsAValid: 'Der Kommentar braucht eine gültige ID.',
    vPortMustBeANumber: 'Der Port muss eine Zahl von 1 bis 65535 sein.',
    vServerNameIsRequired: 'Der Servername ist erforderlich.',
    vEMailAddressIsRequired: 'Die E-Mail-Adresse ist erforderlich.',
    vTheUndoTimeIsFrom: 'Die Zeit zum Rückgängigmachen beträgt 0 bis 30 Sekunden.',
    vTheSignatureIsTooLong: 'Die Signatur ist zu lang.',
    vAnEventMayHaveAt: 'Ein Termin darf höchstens 100 Teilnehmende haben.',
    vAskForAtMost50: 'Fragen Sie höchstens 50 Personen auf einmal an.',
    vChooseAFileOrFolder: 'Wählen Sie eine Datei oder einen Ordner.',
    vChooseTheFolderToMove: 'Wählen Sie den Zielordner („/“ ist die oberste Ebene).',
    vEnterPartOfAName: 'Geben Sie einen Teil eines Namens ein, nach dem gesucht werden soll.',
    vASearchCanBeAt: 'Eine Suche darf höchstens 255 Zeichen lang sein.',
    vTheFileNameOfAn: 'Der Dateiname eines Exports darf kein „/“ oder „\\“ enthalten.',
    vThereIsNothingToExport: 'Es gibt nichts zu exportieren: Senden Sie das HTML des Dokuments.',
    vTitleIsRequired: 'Der Titel ist erforderlich.',
    vEnterADiscountAmountOf:
      'Geben Sie einen Rabattbetrag von 0 oder mehr oder einen Prozentsatz von 0 bis 100 % ein.',
    vNameMustBeAtMost2: 'Der Name darf höchstens 120 Zeichen lang sein.',
    vDescriptionMustBeAtMost: 'Die Beschreibung darf höchstens 2000 Zeichen lang sein.',
    vNoteMustBeAtMost: 'Die Notiz darf höchstens 500 Zeichen lang sein.',
    vEnterAPriceBetween0:
      'Geben Sie einen Preis zwischen 0 und 10000000 in kleinsten Einheiten (ganzen Cent) ein.',
    vEnterAPriceChangeBetween:
      'Geben Sie eine Preisänderung zwischen -10000000 und 10000000 in kleinsten Einheiten ein.',
    vUseAnId: 'Verwenden Sie eine ID.',
    vAnOptionGroupHasAt: 'Eine Optionsgruppe hat höchstens 20 Auswahlmöglichkeiten.',
    vAnOptionGroupNeedsAt: 'Eine Optionsgruppe braucht mindestens eine Auswahlmöglichkeit.',
    vAProductHasAtMost: 'Ein Produkt hat höchstens 10 Optionsgruppen.',
    vStockMustBeAWhole:
      'Der Bestand muss eine ganze Zahl von 0 oder mehr sein oder leer, wenn er nicht gezählt wird.',
    vOpeningHoursUseHHMM:
      'Öffnungszeiten verwenden HH:MM, und jeder Zeitraum muss nach seiner Öffnung schließen.',
    vOpeningPeriodsOfTheSame: 'Öffnungszeiträume desselben Tages dürfen sich nicht überschneiden.',
    vUseAColourWrittenAs: 'Verwenden Sie eine Farbe in der Form #RRGGBB.',
    vUseAThreeLetterCurrency: 'Verwenden Sie einen dreibuchstabigen Währungscode wie EUR oder USD.',
    vTaxRateMustBeBetween:
      'Der Steuersatz muss zwischen 0 und 10000 Basispunkten liegen (0 bis 100 %).',
    vAddressMustBeAtMost: 'Die Adresse darf höchstens 300 Zeichen lang sein.',
    vSlotLengthMustBe5: 'Die Länge eines Zeitfensters muss 5 bis 120 Minuten betragen.',
    vOrdersPerSlotMustBe:
      'Die Bestellungen pro Zeitfenster müssen zwischen 0 (keine Grenze) und 500 liegen.',
    vQuantityMustBeAWhole: 'Die Menge muss eine ganze Zahl von 1 bis 999 sein.',
    vAnOrderHoldsAtMost: 'Eine Bestellung enthält höchstens 100 Positionen.',
    vAddAtLeastOneProduct: 'Fügen Sie der Bestellung mindestens ein Produkt hinzu.',
    vUseARealDay: 'Verwenden Sie einen tatsächlich existierenden Tag.',
    vUseADayAsYYYY: 'Verwenden Sie einen Tag im Format JJJJ-MM-TT.',
    vEnterAValidPhoneNumber:
      'Geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen, +, -, Klammern; 6 bis 20 Ziffern).',
    vTheOrderKeyMustBe:
      'Der Bestellschlüssel muss aus 16 bis 100 Buchstaben, Ziffern, Binde- oder Unterstrichen bestehen.',
    vEnterYourName: 'Geben Sie Ihren Namen ein.',
    vEnterAnAmountFrom0:
      'Geben Sie einen Betrag von 0 bis 10000000 in kleinsten Einheiten (ganzen Cent) ein.',
    vGiveAReasonForThe: 'Geben Sie einen Grund für die Erstattung an.',
    vTheReasonMustBeAt: 'Der Grund darf höchstens 500 Zeichen lang sein.',
    vSplitAPaymentAcrossAt: 'Teilen Sie eine Zahlung auf höchstens 6 Teile auf.',
    vAddAtLeastOnePayment: 'Fügen Sie mindestens eine Zahlung hinzu.',
    vABarcodeIs1To: 'Ein Barcode besteht aus 1 bis 64 Buchstaben, Ziffern oder Bindestrichen.',
    vEnterAnAmountOtherThan: 'Geben Sie einen Betrag ungleich null ein.',
    vGiveAReasonForTaking: 'Geben Sie einen Grund für die Bareinlage oder -entnahme an.',
    vProjectNameCannotBeEmpty: 'Der Projektname darf nicht leer sein.',
    vProjectNameMustBeAt: 'Der Projektname darf höchstens 200 Zeichen lang sein.',
    vNothingToChange: 'Nichts zu ändern.',
    vEnterTheIssuerAsAn:
      'Geben Sie den Aussteller als https-Adresse ein, z. B. https://login.example.com.',
    vEnterTheClientId: 'Geben Sie die Client-ID ein.',
    vEnterAtLeastOneE: 'Geben Sie mindestens eine E-Mail-Domain ein.',
    vChooseAColourLike6b7280: 'Wählen Sie eine Farbe wie #6b7280.',
    vStatusNameIsRequired: 'Der Statusname ist erforderlich.',
    vStatusNameMustBeAt: 'Der Statusname darf höchstens 60 Zeichen lang sein.',
    vLabelNameIsRequired: 'Der Name des Labels ist erforderlich.',
    vLabelNameMustBeAt: 'Der Name des Labels darf höchstens 60 Zeichen lang sein.',
    vACommentMustBeAt2: 'Ein Kommentar darf höchstens 20.000 Zeichen lang sein.',
    vChooseAnEmoji: 'Wählen Sie ein Emoji.',
    vViewNameIsRequired: 'Der Name der Ansicht ist erforderlich.',
    vViewNameMustBeAt: 'Der Name der Ansicht darf höchstens 100 Zeichen lang sein.',
    vTaskTitleIsRequired: 'Der Aufgabentitel ist erforderlich.',
    vTaskTitleMustBeAt: 'Der Aufgabentitel darf höchstens 500 Zeichen lang sein.',
    vATaskCanHaveAt: 'Eine Aufgabe kann höchstens 100 Zuständige haben.',
    vATaskCanHaveAt2: 'Eine Aufgabe kann höchstens 50 Labels haben.',
    vEstimateMustBeANumber: 'Die Schätzung muss eine Zahl von 0 bis 10.000 sein.',
    vChooseAtLeastOneTask: 'Wählen Sie mindestens eine Aufgabe.',
    vChooseAtMost500Tasks: 'Wählen Sie höchstens 500 Aufgaben auf einmal.',
    vUseAnIdOrMe: 'Verwenden Sie eine ID oder me.',
    vEachTaskMayAppearOnly: 'Jede Aufgabe darf nur einmal vorkommen.',
    vEnterThe6DigitCode: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
    vEnterTheCodeFromYour:
      'Geben Sie den Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein.',
    vEnterYourPassword: 'Geben Sie Ihr Passwort ein.',
    vUsernameMayContainOnlyLetters:
      'Der Benutzername darf nur Buchstaben, Ziffern, Punkt, Bindestrich und Unterstrich enthalten.',
    vUsernameMustBeAtMost: 'Der Benutzername darf höchstens 40 Zeichen lang sein.',
    vUsernameMustBeAtLeast: 'Der Benutzername muss mindestens 3 Zeichen lang sein.',
    vPasswordMustBeAtMost: 'Das Passwort darf höchstens 200 Zeichen lang sein.',
    vPasswordMustBeAtLeast: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    vEnterYourUsernameOrE: 'Geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein.',
    vGiveEitherOrganizationNameToCreate:
      'Geben Sie entweder organizationName an, um eine Organisation zu erstellen, oder organizationId, um einer beizutreten.',
    vEnterYourCurrentPassword: 'Geben Sie Ihr aktuelles Passwort ein.',
    vUseTrueOrFalse: 'Verwenden Sie true oder false.',
    vUseAnIdOrNone: 'Verwenden Sie eine ID oder none.',
    vUseADateAsYYYY: 'Verwenden Sie ein Datum im Format JJJJ-MM-TT.',
    vEnterALatitudeBetween90: 'Geben Sie einen Breitengrad zwischen -90 und 90 ein.',
    vEnterALongitudeBetween180: 'Geben Sie einen Längengrad zwischen -180 und 180 ein.',
    vChooseATimeZone: 'Wählen Sie eine Zeitzone.',
    vKeepAuditEventsAtLeast: 'Bewahren Sie Audit-Ereignisse mindestens 30 Tage auf.',
    vKeepAuditEventsAtMost: 'Bewahren Sie Audit-Ereignisse höchstens 3650 Tage auf.',
    sAccountNotFound: 'Konto nicht gefunden.',
    sYouDoNotHavePermission:
      'Sie dürfen keine Konten verbinden. Bitten Sie einen Administrator um die Berechtigung für E-Mail- und Kalenderkonten.',
    sMissingEmailAccountId: 'Die ID des E-Mail-Kontos fehlt.',
    sWorkspaceCalendarBuiltCannotRemoved:
      'Der Workspace-Kalender ist eingebaut und kann nicht entfernt werden.',
    sOnlyAccountOwnerAdminChange:
      'Nur der Inhaber des Kontos oder ein Administrator kann dieses Konto ändern.',
    sOnlyAdminShareAccountOrganisation:
      'Nur ein Administrator kann ein Konto mit der Organisation teilen.',
    sAccountAlreadyConnected: 'Dieses Konto ist bereits verbunden.',
    sNotFound: 'Nicht gefunden.',
    sSignLinkHasExpiredWas:
      'Dieser Anmeldelink ist abgelaufen oder wurde bereits benutzt. Beginnen Sie erneut in den Einstellungen.',
    sProviderDidNotGrantAccess: 'Der Anbieter hat den Zugriff nicht gewährt.',
    sRequestWasNotFound: 'Diese Anfrage wurde nicht gefunden.',
    sRequestExpiredNothingWasDone:
      'Diese Anfrage ist abgelaufen: Es wurde nichts ausgeführt. Fragen Sie erneut, wenn Sie es noch möchten.',
    sTooManyRequestsAssistantPlease:
      'Zu viele Anfragen an den Assistenten. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    sAssistantStillWorkingYourPrevious:
      'Der Assistent arbeitet in dieser Unterhaltung noch an Ihrer vorherigen Nachricht.',
    sConversationNotFound: 'Unterhaltung nicht gefunden.',
    sTokenNotFound: 'Token nicht gefunden.',
    sUseValidPersonalAccessToken:
      'Verwenden Sie ein gültiges persönliches Zugriffstoken (Einstellungen → KI-Zugriffstoken).',
    sPersonalAccessTokensCannotUse:
      'Persönliche Zugriffstoken können diese Route nicht verwenden. Siehe /api/openapi.json.',
    sNeedsAiModelAskYour:
      'Dafür ist ein KI-Modell nötig: Bitten Sie Ihren Administrator, auf dem Server AI_BASE_URL (sowie AI_API_KEY und AI_MODEL) auf einen OpenAI-kompatiblen Endpunkt zu setzen.',
    sStartNotDate: 'start ist kein Datum.',
    sEventWasNotFound: 'Dieser Termin wurde nicht gefunden.',
    sEventCannotChangedHere: 'Dieser Termin kann von hier aus nicht geändert werden.',
    sOnlyEventTimeMovedHere: 'Nur ein Termin mit Uhrzeit kann hier verschoben werden.',
    sYouHaveNoCalendarAdd: 'Sie haben keinen Kalender, in den Sie eintragen können.',
    sReminderTimeNotDate: 'Die Erinnerungszeit ist kein Datum.',
    sReminderTimeHasAlreadyPassed: 'Die Erinnerungszeit ist bereits vorbei.',
    sPointSaleNotAvailable: 'Die Kasse ist nicht verfügbar.',
    sYourOrganisationHasNoPhone:
      'Ihre Organisation hat keine Telefonnummer, von der SMS gesendet werden können.',
    sPageAuditLogNoLonger: 'Diese Seite des Audit-Protokolls ist nicht mehr gültig.',
    sInvalidUsernameEMailPassword: 'Benutzername, E-Mail-Adresse oder Passwort ist falsch.',
    sAccountHasBeenDeactivatedAsk:
      'Dieses Konto wurde deaktiviert. Wenden Sie sich an einen Administrator.',
    sUsernameAlreadyTaken: 'Dieser Benutzername ist bereits vergeben.',
    sAccountEMailAddressAlready: 'Ein Konto mit dieser E-Mail-Adresse existiert bereits.',
    sInvitationInvalidUsedExpiredAsk:
      'Diese Einladung ist ungültig, bereits benutzt oder abgelaufen. Bitten Sie einen Administrator um eine neue.',
    sInvitationRequiredJoinOrganization:
      'Für den Beitritt zu dieser Organisation ist eine Einladung nötig.',
    sResetLinkInvalidUsedExpired:
      'Dieser Link zum Zurücksetzen ist ungültig, bereits benutzt oder abgelaufen. Fordern Sie einen neuen an.',
    sSignContinue: 'Melden Sie sich an, um fortzufahren.',
    sReAuthenticationRequired: 'Eine erneute Anmeldung ist erforderlich.',
    sSessionYouAreUsingSign:
      'Das ist die Sitzung, die Sie gerade verwenden: Beenden Sie sie mit Abmelden.',
    sSessionNotOneYoursHas: 'Diese Sitzung gehört nicht Ihnen oder ist bereits beendet.',
    sOnlyAdminChangeSingleSign: 'Nur ein Administrator kann Single Sign-on ändern.',
    sEnterClientSecret: 'Geben Sie das Client-Secret ein.',
    sYourOrganisationRequiresTwoFactor:
      'Ihre Organisation verlangt die Zwei-Faktor-Anmeldung. Richten Sie sie ein, um fortzufahren.',
    sSignStepHasExpiredSign: 'Dieser Anmeldeschritt ist abgelaufen. Melden Sie sich erneut an.',
    sTwoFactorSignAuthenticatorApp:
      'Die Zwei-Faktor-Anmeldung mit einer Authenticator-App ist bereits aktiv.',
    sStartSetUpAgainScan: 'Beginnen Sie die Einrichtung erneut: Scannen Sie den neuen QR-Code.',
    sCodeNotRightWasUsed: 'Dieser Code ist nicht richtig oder wurde bereits verwendet.',
    sTwoFactorSignAuthenticatorApp2:
      'Die Zwei-Faktor-Anmeldung mit einer Authenticator-App ist nicht aktiv.',
    sPasswordNotRight: 'Das Passwort ist nicht richtig.',
    sPasskeyCouldNotCheckedTry: 'Der Passkey konnte nicht geprüft werden. Versuchen Sie es erneut.',
    sPasskeyNotOneYours: 'Dieser Passkey gehört nicht Ihnen.',
    sCalendarFeedNotFound: 'Kalender-Feed nicht gefunden.',
    sSelectSpecificCalendarAccountBefore:
      'Wählen Sie ein bestimmtes Kalenderkonto, bevor Sie einen Termin erstellen.',
    sCalendarProviderNotAnsweringTry:
      'Der Kalenderanbieter antwortet nicht. Versuchen Sie es gleich noch einmal.',
    sYouNeedCalendarEditPermission:
      'Sie benötigen die Berechtigung calendar:edit, um Termine zu ändern.',
    sCalendarAccountNotFound: 'Kalenderkonto nicht gefunden.',
    sAccountHasNoCalendar: 'Dieses Konto hat keinen Kalender.',
    sEndMustNotBeforeStart: 'Das Ende darf nicht vor dem Beginn liegen.',
    sAskMost400DaysTime: 'Fragen Sie höchstens 400 Tage auf einmal ab.',
    sCalendarChangeOneEventWhole:
      'Dieser Kalender kann einen Termin oder die ganze Serie ändern, nicht aber diesen und alle folgenden.',
    sInvitationsSentBuiltCalendarOnly:
      'Einladungen können nur aus dem eingebauten Kalender gesendet werden.',
    sCalendarNotFound: 'Kalender nicht gefunden.',
    sOnlyAdministratorsAddChangeDelete:
      'Nur Administratoren können geteilte Kalender hinzufügen, ändern oder löschen.',
    sPrivateCalendarCannotDeleted: 'Ein privater Kalender kann nicht gelöscht werden.',
    sEventsOnlyMoveAnotherShared:
      'Termine können nur in einen anderen geteilten Kalender verschoben werden.',
    sDatesMustBetweenYears1900: 'Daten müssen zwischen den Jahren 1900 und 2999 liegen.',
    sAskMost31DaysBusy: 'Fragen Sie höchstens 31 Tage belegter Zeiten auf einmal ab.',
    sMemberNotYourOrganisation: 'Dieses Mitglied gehört nicht zu Ihrer Organisation.',
    sTooManyAnswersHereTry: 'Zu viele Antworten von hier. Versuchen Sie es in einer Minute erneut.',
    sYouAreNotInvitedEvent: 'Sie sind zu diesem Termin nicht eingeladen.',
    sInvitationNoLongerValid: 'Diese Einladung ist nicht mehr gültig.',
    sOnlyPersonWhoAddedPrivate:
      'Nur die Person, die diesen privaten Termin eingetragen hat, kann ihn ändern.',
    sSimulationWorksOnlyBuiltLoopback:
      'Die Simulation funktioniert nur mit dem eingebauten Loopback-Anbieter.',
    sTooManyCallsMessagesPlease:
      'Zu viele Anrufe oder Nachrichten. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    sCallNotFound: 'Anruf nicht gefunden.',
    sMediaNotFoundUploadFirst:
      'Medium nicht gefunden: Laden Sie es zuerst hoch (POST /calls/media).',
    sMediaMustMost5Mb: 'Medien dürfen insgesamt höchstens 5 MB groß sein.',
    sSendAsMultipartFormData: 'Senden Sie dies als multipart/form-data.',
    sFileNotFound: 'Datei nicht gefunden.',
    sSendRecordingAsMultipartField: 'Senden Sie die Aufnahme im Multipart-Feld audio.',
    sChooseFileUpload: 'Wählen Sie eine Datei zum Hochladen.',
    sTelephonyProviderRefusedAccountSid:
      'Der Telefonieanbieter hat die Konto-SID oder das Auth-Token abgelehnt.',
    sTelephonyProviderCouldNotReached: 'Der Telefonieanbieter ist nicht erreichbar.',
    sAddYourOwnPhoneNumber:
      'Tragen Sie Ihre eigene Telefonnummer in Ihr Profil ein: Twilio ruft zuerst sie an und verbindet dann mit der anderen Seite.',
    sCallNoLongerRinging: 'Dieser Anruf klingelt nicht mehr.',
    sCallHasAlreadyEnded: 'Dieser Anruf ist bereits beendet.',
    sMessageNotFound: 'Nachricht nicht gefunden.',
    sOnlyAdminChangeTelephonySettings:
      'Nur ein Administrator kann die Telefonie-Einstellungen ändern.',
    sTwilioNotConfiguredSetAccount:
      'Twilio ist nicht eingerichtet: Tragen Sie die Konto-SID und das Auth-Token in den Einstellungen ein oder setzen Sie TWILIO_ACCOUNT_SID und TWILIO_AUTH_TOKEN.',
    sPhoneNumberNotFound: 'Telefonnummer nicht gefunden.',
    sChooseMembersOrganisationWhoMay:
      'Wählen Sie die Mitglieder der Organisation, die Anrufe nutzen dürfen.',
    sPhoneNumberAlreadyUse: 'Diese Telefonnummer wird bereits verwendet.',
    sCallSendOnlyOneOrganisation:
      'Rufen Sie nur von einer der Nummern der Organisation an und senden Sie nur von dort (Einstellungen).',
    sOrganisationHasNoPhoneNumber:
      'Die Organisation hat noch keine Telefonnummer: Ein Administrator fügt eine in den Einstellungen hinzu.',
    sRecordingMustMost25Mb: 'Die Aufnahme darf höchstens 25 MB groß sein.',
    sSendRecordingAsMp3Mp4: 'Senden Sie die Aufnahme als mp3, mp4, m4a, wav, webm, ogg oder flac.',
    sTranscriptionFailed: 'Die Transkription ist fehlgeschlagen.',
    sCallsBrowserNeedTwimlApp:
      'Anrufe im Browser benötigen eine TwiML-App-SID, eine API-Key-SID und deren Secret in den Einstellungen.',
    sCallNotProgress: 'Dieser Anruf ist nicht im Gange.',
    sCallNotHold: 'Dieser Anruf ist nicht gehalten.',
    sTransferOnlyAnotherMemberOrganisation:
      'Leiten Sie nur an ein anderes Mitglied der Organisation weiter, das Anrufe nutzen darf.',
    sMemberHasNoPhoneNumber:
      'Dieses Mitglied hat keine eigene Telefonnummer im Profil, um den Anruf anzunehmen.',
    sRecordingNotFound: 'Aufnahme nicht gefunden.',
    sRecordingCouldNotFetchedTelephony:
      'Die Aufnahme konnte nicht vom Telefonieanbieter abgerufen werden.',
    sInvalidWebhookSignature: 'Ungültige Webhook-Signatur.',
    sCategoryNameAlreadyExists: 'Eine Kategorie mit diesem Namen existiert bereits.',
    sCategoryNotFound: 'Kategorie nicht gefunden.',
    sDirectMessageNotFound: 'Direktnachricht nicht gefunden.',
    sChooseLeastOneMember: 'Wählen Sie mindestens ein Mitglied.',
    sDirectMessageHasMost8: 'Eine Direktnachricht hat höchstens 8 Mitglieder, Sie eingeschlossen.',
    sMemberNotFound: 'Mitglied nicht gefunden.',
    sChatRoomNotFound: 'Chatraum nicht gefunden.',
    sThreadNotFound: 'Thread nicht gefunden.',
    sDirectMessageCannotRenamedArchived:
      'Eine Direktnachricht kann weder umbenannt noch archiviert werden.',
    sRoomArchived: 'Dieser Raum ist archiviert.',
    sDirectMessageHasOneConversation:
      'Eine Direktnachricht hat eine einzige Unterhaltung; sie nimmt keine neuen Threads auf.',
    sWriteMessageAttachFile: 'Schreiben Sie eine Nachricht oder hängen Sie eine Datei an.',
    sThreadDoesNotBelongRoom: 'Der Thread gehört nicht zu diesem Raum.',
    sOnlySenderEditMessage: 'Nur der Absender kann diese Nachricht bearbeiten.',
    sOnlyAdminPinUnpinMessages: 'Nur ein Administrator kann Nachrichten anheften oder lösen.',
    sOnlySenderAdminMarkMessage:
      'Nur der Absender oder ein Administrator kann diese Nachricht als wichtig markieren.',
    sOnlySenderAdminDeleteMessage:
      'Nur der Absender oder ein Administrator kann diese Nachricht löschen.',
    sMessageNotImportantAnnouncement: 'Diese Nachricht ist keine wichtige Ankündigung.',
    sCallHasEnded: 'Dieser Anruf ist beendet.',
    sCallRequestNotValid: 'Diese Anrufanfrage ist ungültig.',
    sYouCannotCallYourself: 'Sie können sich nicht selbst anrufen.',
    sTooManyCallsShortTime:
      'Zu viele Anrufe in kurzer Zeit. Warten Sie eine Minute und versuchen Sie es dann erneut.',
    sColleagueNotFound: 'Kollege nicht gefunden.',
    sFileNeitherVcardStartsBegin:
      'Diese Datei ist weder eine vCard (sie beginnt mit BEGIN:VCARD) noch eine CSV-Datei mit Kopfzeile.',
    sFileHoldsNoContacts: 'Die Datei enthält keine Kontakte.',
    sImportFileHoldsMost5000:
      'Eine Importdatei enthält höchstens 5000 Kontakte: Teilen Sie sie in kleinere Dateien auf.',
    sContactCannotMergedItself: 'Ein Kontakt kann nicht mit sich selbst zusammengeführt werden.',
    sSharedContactOnlyMergedInto:
      'Ein geteilter Kontakt kann nur mit einem geteilten Kontakt zusammengeführt werden: Teilen Sie diesen zuerst.',
    sContactHasMost20Phone: 'Ein Kontakt hat höchstens 20 Telefonnummern.',
    sContactHasMost20E: 'Ein Kontakt hat höchstens 20 E-Mail-Adressen.',
    sContactHasMost30Tags: 'Ein Kontakt hat höchstens 30 Schlagwörter.',
    sImportFileMustMost5: 'Eine Importdatei darf höchstens 5 MB groß sein.',
    sChooseVcardVcfCsvFile: 'Wählen Sie eine vCard- (.vcf) oder CSV-Datei zum Importieren.',
    sContactNotFound: 'Kontakt nicht gefunden.',
    sOnlyContactSOwnerChange: 'Nur der Inhaber des Kontakts kann ändern, wer ihn sieht.',
    sAddLeastOneRecipient: 'Fügen Sie mindestens einen Empfänger hinzu.',
    sMessageHaveMost100Recipients: 'Eine Nachricht kann höchstens 100 Empfänger haben.',
    sAttachmentNotFound: 'Anhang nicht gefunden.',
    sRemoteImagesMessageAreNot: 'Externe Bilder dieser Nachricht sind nicht erlaubt.',
    sImageCouldNotLoaded: 'Das Bild konnte nicht geladen werden.',
    sMissingEmailId: 'Die ID der E-Mail fehlt.',
    sAttachmentsMost25MbTogether: 'Anhänge dürfen zusammen höchstens 25 MB groß sein.',
    sEmailNotFound: 'E-Mail nicht gefunden.',
    sDraftNotFound: 'Entwurf nicht gefunden.',
    sMailServerCouldNotReached:
      'Der Mailserver ist nicht erreichbar. Versuchen Sie es später erneut.',
    sPageLinkNoLongerValid: 'Dieser Seitenlink ist nicht mehr gültig. Laden Sie die Liste neu.',
    sFieldMessageNotValidJson: 'Das Feld message ist kein gültiges JSON.',
    sAccountHasNoMailbox: 'Dieses Konto hat kein Postfach.',
    sFolderNotFound: 'Ordner nicht gefunden.',
    sMessageWasAlreadySentCancelled: 'Diese Nachricht wurde bereits gesendet oder abgebrochen.',
    sChooseTimeFuture: 'Wählen Sie einen Zeitpunkt in der Zukunft.',
    sMessagesScheduledMost366Days:
      'Nachrichten können höchstens 366 Tage im Voraus geplant werden.',
    sTooLateUndoMessageAlready:
      'Zu spät zum Rückgängigmachen: Die Nachricht ist bereits unterwegs.',
    sDocumentNotFound: 'Dokument nicht gefunden.',
    sCommentNotFound: 'Kommentar nicht gefunden.',
    sYouReadCommentsButNot:
      'Sie können Kommentare lesen, aber nicht schreiben: Bitten Sie einen Administrator um die Berechtigung „documents:edit“.',
    sCommentAlreadyExists: 'Dieser Kommentar existiert bereits.',
    sReplyNotFound: 'Antwort nicht gefunden.',
    sOnlyAuthorAdministratorDeleteComment:
      'Nur der Verfasser oder ein Administrator kann diesen Kommentar löschen.',
    sOnlyAuthorChangeComment: 'Nur der Verfasser kann diesen Kommentar ändern.',
    sCommentItselfDeleteWholeComment:
      'Das ist der Kommentar selbst: Löschen Sie stattdessen den ganzen Kommentar.',
    sYouAlreadyHave6Exports:
      'Sie haben bereits 6 wartende Exporte. Versuchen Sie es erneut, wenn sie fertig sind.',
    sPdfExportNeedsChromiumInstall:
      'Der PDF-Export benötigt Chromium: Installieren Sie das Paket chromium (apt-get install chromium) oder setzen Sie CHROMIUM_PATH.',
    sExportCouldNotProducedTry: 'Der Export konnte nicht erstellt werden. Versuchen Sie es erneut.',
    sTooManyUploadsShortTime:
      'Zu viele Uploads in kurzer Zeit. Warten Sie eine Minute und versuchen Sie es dann erneut.',
    sChooseLeastOneFileUpload: 'Wählen Sie mindestens eine Datei zum Hochladen.',
    sFileNotFolder: 'Das ist eine Datei, kein Ordner.',
    sYouViewDocumentsButNot:
      'Sie können Dokumente ansehen, aber nicht ändern: Bitten Sie einen Administrator um die Berechtigung „documents:edit“.',
    sOnlyAdministratorsDeleteItemsTrash:
      'Nur Administratoren können Elemente endgültig aus dem Papierkorb löschen.',
    sOnlyDocumentsHtmlOpenedEditor: 'Nur Dokumente (.html) können im Editor geöffnet werden.',
    sFolderCannotMovedIntoItself: 'Ein Ordner kann nicht in sich selbst verschoben werden.',
    sItemNotFoundTrash: 'Element im Papierkorb nicht gefunden.',
    sVersionNotFound: 'Version nicht gefunden.',
    sProjectNotFound: 'Projekt nicht gefunden.',
    sNoteNotFound: 'Notiz nicht gefunden.',
    sOnlyAuthorEditNote: 'Nur der Verfasser kann diese Notiz bearbeiten.',
    sOnlyAuthorAdminDeleteNote:
      'Nur der Verfasser oder ein Administrator kann diese Notiz löschen.',
    sBrowserAlreadyReceivesNotificationsAnother:
      'Dieser Browser erhält bereits Benachrichtigungen für ein anderes Konto.',
    sOnlyAdminInviteAdmin: 'Nur ein Administrator kann einen Administrator einladen.',
    sOnlyAdminRevokeReplaceAdmin:
      'Nur ein Administrator kann die Einladung eines Administrators widerrufen oder ersetzen.',
    sUserEMailAddressAlready: 'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.',
    sInvitationNotFound: 'Einladung nicht gefunden.',
    sCategoryNameAlreadyExists2: 'Eine Kategorie mit diesem Namen existiert bereits.',
    sProductNotFound: 'Produkt nicht gefunden.',
    sShopDoesNotExist: 'Diesen Shop gibt es nicht.',
    sTooManyReceiptsSentPlease:
      'Zu viele Belege gesendet. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    sOnlyCashTenderedAboveAmount: 'Nur Bargeld kann über den Betrag hinaus gegeben werden.',
    sOpenCashDrawerFirst: 'Öffnen Sie zuerst die Kassenlade.',
    sRefundCannotChanged: 'Eine Erstattung kann nicht geändert werden.',
    sOrderAlreadyPaid: 'Diese Bestellung ist bereits bezahlt.',
    sCancelledOrderCannotPaid: 'Eine stornierte Bestellung kann nicht bezahlt werden.',
    sRefundCannotRefunded: 'Eine Erstattung kann nicht erstattet werden.',
    sCancelledOrderCannotRefunded: 'Eine stornierte Bestellung kann nicht erstattet werden.',
    sOnlyPaidOrderRefunded: 'Nur eine bezahlte Bestellung kann erstattet werden.',
    sLineNotOrder: 'Diese Position gehört nicht zu dieser Bestellung.',
    sEverythingOrderHasAlreadyBeen: 'Alles auf dieser Bestellung wurde bereits erstattet.',
    sEnterEMailAddressReceipt: 'Geben Sie eine E-Mail-Adresse für den Beleg ein.',
    sAnotherProductAlreadyHasBarcode: 'Ein anderes Produkt hat bereits diesen Barcode.',
    sCashDrawerAlreadyOpenClose: 'Die Kassenlade ist bereits geöffnet. Schließen Sie sie zuerst.',
    sChooseFirstDayBeforeLast:
      'Wählen Sie einen ersten Tag am oder vor dem letzten Tag, höchstens 366 Tage auseinander.',
    sOrderNotFound: 'Bestellung nicht gefunden.',
    sImageMustMost5Mb: 'Das Bild darf höchstens 5 MB groß sein.',
    sUseJpegPngWebpGif: 'Verwenden Sie ein JPEG-, PNG-, WebP- oder GIF-Bild.',
    sPickupTimeFullPleaseChoose: 'Diese Abholzeit ist ausgebucht. Bitte wählen Sie eine andere.',
    sChooseHowOrderWasPaid: 'Wählen Sie, wie die Bestellung bezahlt wurde.',
    sOrderPaidRefundInsteadCancelling:
      'Diese Bestellung ist bezahlt: Erstatten Sie sie, statt sie zu stornieren.',
    sOrderHasAlreadyBeenRefunded: 'Diese Bestellung wurde bereits erstattet.',
    sTooManyOrdersYourAddress:
      'Zu viele Bestellungen von Ihrer Adresse. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    sShopNotTakingOnlineOrders: 'Der Shop nimmt derzeit keine Online-Bestellungen an.',
    sChooseOnePickupTimesOffered: 'Wählen Sie eine der angebotenen Abholzeiten.',
    sChooseImageUpload: 'Wählen Sie ein Bild zum Hochladen.',
    sProjectNameAlreadyExists: 'Ein Projekt mit diesem Namen existiert bereits.',
    sTaskNotFound: 'Aufgabe nicht gefunden.',
    sPageHistoryNoLongerValid: 'Diese Seite des Verlaufs ist nicht mehr gültig.',
    sChooseLeastOneFileAttach: 'Wählen Sie mindestens eine Datei zum Anhängen.',
    sTaskHaveMost50Attachments:
      'Eine Aufgabe kann höchstens 50 Anhänge haben. Löschen Sie einen, um einen weiteren hinzuzufügen.',
    sOnlyPersonWhoAttachedFile:
      'Nur die Person, die diese Datei angehängt hat, oder ein Administrator kann sie löschen.',
    sWriteSomethingBeforeYouSend: 'Schreiben Sie etwas, bevor Sie den Kommentar senden.',
    sPageCommentsNoLongerValid: 'Diese Seite der Kommentare ist nicht mehr gültig.',
    sOnlyAuthorAdminDeleteComment:
      'Nur der Verfasser oder ein Administrator kann diesen Kommentar löschen.',
    sAssigneesMustActiveMembersYour: 'Zuständige müssen aktive Mitglieder Ihrer Organisation sein.',
    sTaskCannotDependItself: 'Eine Aufgabe kann nicht von sich selbst abhängen.',
    sDependencyNotFound: 'Abhängigkeit nicht gefunden.',
    sTaskCannotDependCompletedTask:
      'Eine Aufgabe kann nicht von einer erledigten Aufgabe abhängen.',
    sTaskCannotDependTaskDepends:
      'Eine Aufgabe kann nicht von einer Aufgabe abhängen, die von ihr abhängt.',
    sLabelsMustLabelsYourOrganization: 'Labels müssen Labels Ihrer Organisation sein.',
    sTaskCannotOwnParent: 'Eine Aufgabe kann nicht ihre eigene übergeordnete Aufgabe sein.',
    sParentTaskNotFound: 'Übergeordnete Aufgabe nicht gefunden.',
    sTaskCannotSubTaskOne:
      'Eine Aufgabe kann keine Unteraufgabe einer ihrer eigenen Unteraufgaben sein.',
    sLabelNotFound: 'Label nicht gefunden.',
    sLabelNameAlreadyExists: 'Ein Label mit diesem Namen existiert bereits.',
    sOnlyAdminMemberWhoCreated:
      'Nur ein Administrator oder das Mitglied, das ein Label erstellt hat, kann es ändern oder löschen.',
    sStatusNotFound: 'Status nicht gefunden.',
    sDueDateCannotBeforeStart: 'Das Fälligkeitsdatum darf nicht vor dem Startdatum liegen.',
    sKeepLeastOneOpenStatus:
      'Behalten Sie mindestens einen offenen Status (vom Typ Backlog, Nicht begonnen oder Begonnen).',
    sKeepLeastOneStatusType: 'Behalten Sie mindestens einen Status vom Typ Erledigt.',
    sOnlyAdminChangeWorkflow: 'Nur ein Administrator kann den Workflow ändern.',
    sStatusNameAlreadyExists: 'Ein Status mit diesem Namen existiert bereits.',
    sListEveryStatusExactlyOnce: 'Führen Sie jeden Status genau einmal auf, um sie neu zu ordnen.',
    sTasksCannotMoveStatusBeing:
      'Ihre Aufgaben können nicht in den Status verschoben werden, der gelöscht wird.',
    sChooseStatusTasksMove: 'Wählen Sie den Status, in den ihre Aufgaben verschoben werden.',
    sViewNotFound: 'Ansicht nicht gefunden.',
    sYouSaveMost100Views: 'Sie können höchstens 100 Ansichten speichern.',
    sOnlyMemberWhoSavedView:
      'Nur das Mitglied, das diese Ansicht gespeichert hat, kann sie ändern.',
    sUserNotFound: 'Benutzer nicht gefunden.',
    sCurrentPasswordWrong: 'Das aktuelle Passwort ist falsch.',
    sYouCannotChangeYourOwn:
      'Sie können weder Ihre eigene Rolle ändern noch sich selbst deaktivieren.',
    sOrganizationNeedsLeastOneActive:
      'Eine Organisation braucht mindestens einen aktiven Administrator.',
    sEndDateMustNotBefore: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    sAskMost31DaysWeather: 'Fragen Sie höchstens 31 Tage Wetter auf einmal ab.',
    sOnlyAdminChangeWeatherLocation: 'Nur ein Administrator kann den Wetterort ändern.',
    sSigningUnavailableMomentSharedStore:
      'Die Anmeldung ist kurz nicht möglich: Der gemeinsame Speicher ist nicht erreichbar. Versuchen Sie es gleich erneut.',
    sAddressNotValidUrl: 'Die Adresse ist keine gültige URL.',
    sRequestBodyNotValidJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
    sRequestBodyEmpty: 'Der Inhalt der Anfrage ist leer.',
    sContentLengthDoesNotMatch: 'Die Content-Length passt nicht zum Inhalt.',
    sRequestBodyTooLarge: 'Der Inhalt der Anfrage ist zu groß.',
    sUnsupportedContentTypeSendJson: 'Nicht unterstützter Inhaltstyp; senden Sie JSON.',
    sTooManyFilesOneRequest: 'Zu viele Dateien in einer Anfrage.',
    sTooManyFieldsOneRequest: 'Zu viele Felder in einer Anfrage.',
    sTooManyPartsOneRequest: 'Zu viele Teile in einer Anfrage.',
    sFileTooLarge: 'Eine Datei ist zu groß.',
    sFieldNameNotAllowed: 'Ein Feldname ist nicht erlaubt.',
    sFieldNotValidJson: 'Ein Feld ist kein gültiges JSON.',
    sMultipartBodyEndedTooEarly: 'Der Multipart-Inhalt endete zu früh.',
    sRecordAlreadyExists: 'Dieser Datensatz existiert bereits.',
    sRequiredValueMissing: 'Ein Pflichtwert fehlt.',
    sReferencedRecordDoesNotExist: 'Ein referenzierter Datensatz existiert nicht.',
    sValueNotAllowed: 'Ein Wert ist nicht erlaubt.',
    sValueTooLong: 'Ein Wert ist zu lang.',
    sNumberOutRange: 'Eine Zahl liegt außerhalb des zulässigen Bereichs.',
    sTextContainsCharacterCannotStored:
      'Der Text enthält ein Zeichen, das nicht gespeichert werden kann.',
    sValueHasWrongFormat: 'Ein Wert hat das falsche Format.',
    sSharedServiceRedisCannotReached:
      'Ein gemeinsamer Dienst (Redis) ist nicht erreichbar. Versuchen Sie es gleich noch einmal.',
    sMultipartBodyMalformed: 'Der Multipart-Inhalt ist fehlerhaft.',
    sRequestCameAnotherSiteWas:
      'Diese Anfrage kam von einer anderen Website und wurde abgelehnt. Öffnen Sie Worksphere unter seiner eigenen Adresse und versuchen Sie es erneut.',
    sNoPermission: 'Dazu haben Sie keine Berechtigung.',
  },
};
