import { describe, expect, it } from 'vitest';
import { AI_ACTION_TITLES, AI_ACTION_TITLES_IN, aiActionTitleIn } from './aiActions.js';
import { inboxText } from './inboxTexts.js';
import { inboxTextIn } from './inboxTexts.translations.js';

/** The Inbox item's title of an AI client's request, as the server writes it. */
const confirmTitle = (tool: string, title: string) => inboxText('aiConfirm', { title, tool });

describe('AI confirmation titles in the Inbox texts (pushes and the web Inbox)', () => {
  it('name the tool\u2019s title in the reader\u2019s language, English when none is chosen', () => {
    const title = confirmTitle('send_sms', AI_ACTION_TITLES.send_sms);
    expect(inboxTextIn(null, title)).toBe('Confirm: Send a text message');
    expect(inboxTextIn('en', title)).toBe('Confirm: Send a text message');
    expect(inboxTextIn('fr', title)).toBe('Confirmer : Envoyer un SMS');
    expect(inboxTextIn('de', title)).toBe('Best\u00e4tigen: Eine SMS senden');
    expect(
      inboxTextIn(
        'fr',
        confirmTitle('cancel_calendar_event', AI_ACTION_TITLES.cancel_calendar_event),
      ),
    ).toBe('Confirmer : Annuler un \u00e9v\u00e9nement');
  });

  it('keep the stored title for a tool not known here, or an item stored without its tool', () => {
    expect(inboxTextIn('fr', confirmTitle('new_tool', 'Do something new'))).toBe(
      'Confirmer : Do something new',
    );
    expect(inboxTextIn('de', inboxText('aiConfirm', { title: 'Send a text message' }))).toBe(
      'Best\u00e4tigen: Send a text message',
    );
    expect(aiActionTitleIn('fr', 'constructor', 'Stored')).toBe('Stored');
  });

  it('have words of their own in French and German for every confirm tool', () => {
    for (const locale of ['fr', 'de'] as const) {
      for (const [tool, english] of Object.entries(AI_ACTION_TITLES)) {
        const translated = AI_ACTION_TITLES_IN[locale][tool as keyof typeof AI_ACTION_TITLES];
        expect(translated.trim(), `${locale} ${tool}`).not.toBe('');
        expect(translated, `${locale} ${tool}`).not.toBe(english);
      }
    }
  });
});
