import { plural, type Translation } from '../../platform/i18n';
import type { developersMessagesEn } from './developers.messages';

export const developersMessagesDe: Translation<typeof developersMessagesEn> = {
  pageLabel: 'API-Referenz',
  areas: {
    tasks: 'Aufgaben',
    projects: 'Projekte',
    notes: 'Notizen',
    contacts: 'Kontakte',
    calendar: 'Kalender',
    chat: 'Chat',
    pos: 'Kasse',
  },
  scopes: {
    legend: 'Was dieses Token darf',
    hint: 'Gew\u00e4hren Sie nur, was der Client braucht. Schreiben erlaubt Anlegen, \u00c4ndern und L\u00f6schen.',
    mcp: 'Assistenten-Werkzeuge (MCP-Clients)',
    read: 'Lesen',
    write: 'Schreiben',
    readArea: (area) => `${area} lesen`,
    writeArea: (area) => `${area} schreiben`,
    summaryLabel: 'Berechtigungen',
    apiLink: 'Referenz der \u00f6ffentlichen API',
  },
  reference: {
    title: 'API-Referenz',
    description:
      'Aufgaben, Projekte, Notizen, Kontakte, Kalender, Chat und Bestellungen Ihrer Organisation \u00fcber HTTPS. Jede Operation braucht ein pers\u00f6nliches Zugriffstoken mit ihrer Berechtigung.',
    baseUrlLabel: 'Basisadresse',
    copy: 'Kopieren',
    copied: 'Kopiert.',
    copyFailed: 'Kopieren nicht m\u00f6glich. Markieren Sie den Text und kopieren Sie ihn.',
    authTitle: 'Authentifizierung',
    authText:
      'Senden Sie ein pers\u00f6nliches Zugriffstoken im Authorization-Header. Legen Sie eines unter Einstellungen \u2192 KI-Zugriffstokens an und geben Sie ihm die n\u00f6tigen Berechtigungen.',
    exampleLabel: 'Beispiel',
    download: 'OpenAPI-3.1-Dokument herunterladen',
    errorsText: 'Fehler antworten mit einem Status ab 400 und einem JSON-Inhalt {error, code}.',
    loading: 'API-Referenz wird geladen...',
    listName: 'die API-Referenz',
    retry: 'Erneut versuchen',
    filterLabel: 'Operationen filtern',
    filterPlaceholder: 'Nach Pfad oder Beschreibung suchen',
    noMatch: 'Keine Operation passt zu dieser Suche.',
    scope: (scope) => `Berechtigung: ${scope}`,
    parameters: 'Parameter',
    requestBody: 'Anfrageinhalt',
    response: (status) => `Antwort ${status}`,
    required: 'erforderlich',
    operationCount: (count) => plural(count, { one: '# Operation', other: '# Operationen' }),
  },
};
