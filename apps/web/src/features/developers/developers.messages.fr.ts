import { plural, type Translation } from '../../platform/i18n';
import type { developersMessagesEn } from './developers.messages';

export const developersMessagesFr: Translation<typeof developersMessagesEn> = {
  pageLabel: 'R\u00e9f\u00e9rence de l\u2019API',
  areas: {
    tasks: 'T\u00e2ches',
    projects: 'Projets',
    notes: 'Notes',
    contacts: 'Contacts',
    calendar: 'Agenda',
    chat: 'Discussion',
    pos: 'Point de vente',
  },
  scopes: {
    legend: 'Ce que ce jeton peut faire',
    hint: 'N\u2019accordez que ce dont le client a besoin. L\u2019\u00e9criture permet de cr\u00e9er, modifier et supprimer.',
    mcp: 'Outils de l\u2019assistant (clients MCP)',
    read: 'Lecture',
    write: '\u00c9criture',
    readArea: (area) => `Lire : ${area}`,
    writeArea: (area) => `\u00c9crire : ${area}`,
    summaryLabel: 'Port\u00e9es',
    apiLink: 'R\u00e9f\u00e9rence de l\u2019API publique',
  },
  reference: {
    title: 'R\u00e9f\u00e9rence de l\u2019API',
    description:
      'Les t\u00e2ches, projets, notes, contacts, agenda, discussions et commandes de votre organisation en HTTPS. Chaque op\u00e9ration demande un jeton d\u2019acc\u00e8s personnel avec sa port\u00e9e.',
    baseUrlLabel: 'Adresse de base',
    copy: 'Copier',
    copied: 'Copi\u00e9.',
    copyFailed: 'Copie impossible. S\u00e9lectionnez le texte et copiez-le.',
    authTitle: 'Authentification',
    authText:
      'Envoyez un jeton d\u2019acc\u00e8s personnel dans l\u2019en-t\u00eate Authorization. Cr\u00e9ez-en un dans Param\u00e8tres \u2192 Jetons d\u2019acc\u00e8s IA et donnez-lui les port\u00e9es n\u00e9cessaires.',
    exampleLabel: 'Exemple',
    download: 'T\u00e9l\u00e9charger le document OpenAPI 3.1',
    errorsText:
      'Les erreurs r\u00e9pondent avec un statut de 400 ou plus et un corps JSON {error, code}.',
    loading: 'Chargement de la r\u00e9f\u00e9rence de l\u2019API...',
    listName: 'la r\u00e9f\u00e9rence de l\u2019API',
    retry: 'R\u00e9essayer',
    filterLabel: 'Filtrer les op\u00e9rations',
    filterPlaceholder: 'Rechercher par chemin ou description',
    noMatch: 'Aucune op\u00e9ration ne correspond \u00e0 cette recherche.',
    scope: (scope) => `Port\u00e9e : ${scope}`,
    parameters: 'Param\u00e8tres',
    requestBody: 'Corps de la requ\u00eate',
    response: (status) => `R\u00e9ponse ${status}`,
    required: 'obligatoire',
    operationCount: (count) =>
      plural(count, { one: '# op\u00e9ration', other: '# op\u00e9rations' }),
  },
};
