import {
  AI_ACTION_DETAIL_LABELS,
  AI_ACTION_TITLES,
  inboxText,
  inboxTextEnglish,
} from '@worksphere/contracts';
import { describe, expect, it, vi } from 'vitest';

/** The modules as a page in this language loads them (the language is read once, at load). */
async function pageIn(language: string) {
  vi.resetModules();
  vi.stubGlobal('navigator', { languages: [language], language });
  const texts = await import('./actionTexts');
  const items = await import('../../inbox/utils/itemTexts');
  vi.unstubAllGlobals();
  return { ...texts, ...items };
}

/** An Inbox item as the server writes it for an AI client's request to send an SMS. */
function confirmItem(tool: string, title: string) {
  const titleText = inboxText('aiConfirm', { title, tool });
  const bodyText = inboxText('aiConfirmBody', { client: 'Claude' });
  return {
    title: inboxTextEnglish(titleText),
    body: inboxTextEnglish(bodyText),
    texts: { title: titleText, body: bodyText },
  };
}

describe('AI confirmation titles', () => {
  it('stay the server\u2019s English in English, exactly as before', async () => {
    const page = await pageIn('en');
    expect(page.actionTitleShown('send_sms', AI_ACTION_TITLES.send_sms)).toBe(
      'Send a text message',
    );
    const item = confirmItem('send_sms', AI_ACTION_TITLES.send_sms);
    expect(item.title).toBe('Confirm: Send a text message');
    expect(page.inboxItemTitle(item)).toBe('Confirm: Send a text message');
    expect(page.detailLabelShown(AI_ACTION_DETAIL_LABELS.to)).toBe('To');
  });

  it('show in French on the card and in the Inbox, with no English left', async () => {
    const page = await pageIn('fr');
    expect(page.actionTitleShown('send_sms', AI_ACTION_TITLES.send_sms)).toBe('Envoyer un SMS');
    expect(
      page.actionTitleShown('cancel_calendar_event', AI_ACTION_TITLES.cancel_calendar_event),
    ).toBe('Annuler un \u00e9v\u00e9nement');
    expect(page.inboxItemTitle(confirmItem('update_note', AI_ACTION_TITLES.update_note))).toBe(
      'Confirmer : Modifier une note (son ancien texte ne pourra pas \u00eatre r\u00e9cup\u00e9r\u00e9)',
    );
    expect(page.inboxItemBody(confirmItem('send_sms', AI_ACTION_TITLES.send_sms))).toBe(
      'Demand\u00e9 par votre client IA \u00ab Claude \u00bb.',
    );
    expect(page.detailLabelShown(AI_ACTION_DETAIL_LABELS.newTitle)).toBe('Nouveau titre');
    // A tool the web does not know yet, and labels it does not know: the server's words.
    expect(page.actionTitleShown('new_tool', 'Do something new')).toBe('Do something new');
    expect(page.detailLabelShown('Amount')).toBe('Amount');
    // An item stored before the tool was named keeps its English title inside.
    const older = confirmItem('send_sms', AI_ACTION_TITLES.send_sms);
    older.texts.title = inboxText('aiConfirm', { title: AI_ACTION_TITLES.send_sms });
    expect(page.inboxItemTitle(older)).toBe('Confirmer : Send a text message');
  });

  it('show in German', async () => {
    const page = await pageIn('de');
    expect(page.inboxItemTitle(confirmItem('send_sms', AI_ACTION_TITLES.send_sms))).toBe(
      'Best\u00e4tigen: Eine SMS senden',
    );
    expect(page.detailLabelShown(AI_ACTION_DETAIL_LABELS.starts)).toBe('Beginn');
  });

  it('have a French and a German title for every confirm tool and label', async () => {
    for (const language of ['fr', 'de']) {
      const page = await pageIn(language);
      for (const [tool, english] of Object.entries(AI_ACTION_TITLES)) {
        const shown = page.actionTitleShown(tool, english);
        expect(shown, `${language} ${tool}`).not.toBe(english);
        expect(shown.trim(), `${language} ${tool}`).not.toBe('');
      }
      for (const english of Object.values(AI_ACTION_DETAIL_LABELS)) {
        expect(page.detailLabelShown(english).trim(), `${language} ${english}`).not.toBe('');
      }
    }
  });
});
