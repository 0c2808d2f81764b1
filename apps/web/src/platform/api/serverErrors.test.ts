import * as contracts from '@worksphere/contracts';
import { describe, expect, it, vi } from 'vitest';
import { serverErrorsEn } from './serverErrors.messages';
import { loadInLanguage } from '../../test/loadInLanguage';
import { errorParamsOf } from './serverText';

/** The server-text lookup as a page in this language has it. */
async function serverTextIn(language: string) {
  return (await loadInLanguage(language, () => import('./serverText'))).localizeServerText;
}

/** A form's field errors as a page in this language shows them. */
async function fieldErrorsIn(language: string) {
  return (await loadInLanguage(language, () => import('../../ui/fieldErrorsOf'))).fieldErrorsOf;
}

/** zod's issue for a name of more than 3 characters, as a form's safeParse gives it. */
const tooLong = {
  code: 'too_big',
  origin: 'string',
  maximum: 3,
  inclusive: true,
  path: ['name'],
  message: 'Too big: expected string to have <=3 characters',
};

describe('server error texts', () => {
  // Each text is the contracts' or the server's to the letter: serverErrors.coverage.test.ts.
  it('cover every code the API answers', () => {
    expect(Object.keys(serverErrorsEn.codes).sort()).toEqual([...contracts.ERROR_CODES].sort());
  });

  it('stay as the server wrote them in English', async () => {
    const localize = await serverTextIn('en');
    expect(localize(contracts.WEBHOOK_MESSAGES.urlInvalid, 'VALIDATION_ERROR')).toBe(
      contracts.WEBHOOK_MESSAGES.urlInvalid,
    );
    expect(localize('Task not found.', 'NOT_FOUND')).toBe('Task not found.');
  });

  it('show in French: the text’s translation, else its code’s, else the server’s words', async () => {
    const localize = await serverTextIn('fr');
    expect(localize(contracts.WEBHOOK_MESSAGES.urlRequired, 'VALIDATION_ERROR')).toBe(
      'Saisissez l\u2019adresse qui re\u00e7oit les \u00e9v\u00e9nements.',
    );
    expect(localize('Task not found.', 'NOT_FOUND')).toBe('T\u00e2che introuvable.');
    expect(localize('Gadget not found.', 'NOT_FOUND')).toBe('Introuvable.');
    expect(localize('Something new.', 'SOMETHING_NEW')).toBe('Something new.');
  });

  it('show in German', async () => {
    const localize = await serverTextIn('de');
    expect(localize(contracts.INBOX_MESSAGES.itemNotFound, 'NOT_FOUND')).toBe(
      'Eintrag im Eingang nicht gefunden.',
    );
    expect(localize('No.', 'FORBIDDEN')).toBe('Dazu haben Sie keine Berechtigung.');
  });

  it('tell a member of a single sign-on organisation where to sign in, in their language', async () => {
    const localizeFr = await serverTextIn('fr');
    expect(localizeFr(contracts.SSO_MESSAGES.passwordRefused, 'FORBIDDEN')).toContain(
      '« Se connecter avec l’authentification unique »',
    );
    const localizeDe = await serverTextIn('de');
    expect(localizeDe(contracts.SSO_MESSAGES.resetRefused, 'FORBIDDEN')).toContain(
      '„Mit Single Sign-on anmelden“',
    );
  });

  it('say a refusal that names a domain in the page language, with the domain the server sent', async () => {
    const domain = 'acme.example';
    const english = contracts.SSO_MESSAGES.signUpRefused(domain);
    const params = { domain };
    const localizeFr = await serverTextIn('fr');
    expect(localizeFr(english, 'FORBIDDEN', params)).toBe(
      'Les adresses acme.example se connectent par authentification unique : aucun compte \u00e0 mot de passe ne peut \u00eatre cr\u00e9\u00e9 pour elles. Utilisez \u00ab Se connecter avec l\u2019authentification unique \u00bb sur la page de connexion.',
    );
    // Without its parameter (an older server), the code's general text, never English.
    expect(localizeFr(english, 'FORBIDDEN')).toBe(
      'Vous n\u2019avez pas l\u2019autorisation de faire cela.',
    );
    // Parameters that do not make this very text do not pass for it.
    expect(localizeFr(english, 'FORBIDDEN', { domain: 'other.example' })).toBe(
      'Vous n\u2019avez pas l\u2019autorisation de faire cela.',
    );
    const localizeDe = await serverTextIn('de');
    expect(localizeDe(english, 'FORBIDDEN', params)).toBe(
      'Adressen bei acme.example melden sich per Single Sign-on an; f\u00fcr sie kann kein Konto mit Passwort angelegt werden. Nutzen Sie \u201eMit Single Sign-on anmelden\u201c auf der Anmeldeseite.',
    );
    const localizeEn = await serverTextIn('en');
    expect(localizeEn(english, 'FORBIDDEN', params)).toBe(english);
  });

  it('say a text the server built at run time in the page language, with the values it sent', async () => {
    const taken = contracts.FILE_MESSAGES.nameTaken;
    const localizeFr = await serverTextIn('fr');
    expect(localizeFr(taken('Budget.xlsx'), 'CONFLICT', taken.params('Budget.xlsx'))).toBe(
      '\u00ab Budget.xlsx \u00bb existe d\u00e9j\u00e0 dans ce dossier.',
    );
    // A reason that names a host is itself said in French, host included.
    expect(
      localizeFr(
        'This push endpoint is not accepted: 10.0.0.8 is not a public internet address.',
        'VALIDATION_ERROR',
        { reason: '10.0.0.8 is not a public internet address.', host: '10.0.0.8' },
      ),
    ).toBe(
      'Cette adresse de notification push n\u2019est pas accept\u00e9e : 10.0.0.8 n\u2019est pas une adresse internet publique.',
    );
    const localizeDe = await serverTextIn('de');
    // The refusal before the wait is translated too, and the wait by its unit.
    expect(
      localizeDe(
        'Too many wrong passwords for this account. Try again in 5 minutes.',
        'RATE_LIMITED',
        { message: 'Too many wrong passwords for this account.', count: '5', wait: '5 minutes' },
      ),
    ).toBe(
      'Zu viele falsche Passw\u00f6rter f\u00fcr dieses Konto. Versuchen Sie es in 5 Minuten erneut.',
    );
    // A provider's own words stay as they came; the sentence around them is translated.
    expect(
      localizeDe(
        "The telephony provider refused the request: Invalid 'To' Phone Number",
        'VALIDATION_ERROR',
        { message: "Invalid 'To' Phone Number" },
      ),
    ).toBe("Der Telefonieanbieter hat die Anfrage abgelehnt: Invalid 'To' Phone Number");
    expect(
      localizeDe('Only 2 left of Croissant.', 'CONFLICT', { count: '2', name: 'Croissant' }),
    ).toBe('Von Croissant sind nur noch 2 \u00fcbrig.');
    // The day the shop opens again is in the template: said the page's way, the time filled in.
    expect(
      localizeDe('The shop is closed now. It opens again on Monday at 09:00.', 'CONFLICT', {
        time: '09:00',
        when: 'on Monday at 09:00',
      }),
    ).toBe('Der Shop ist gerade geschlossen. Er \u00f6ffnet wieder am Montag um 09:00.');
    // A size the server wrote the English way takes the page's decimal sign.
    const quotaFull = contracts.FILE_MESSAGES.quotaExceeded;
    const quota = 1.5 * 1024 ** 3;
    expect(localizeDe(quotaFull(quota), 'PAYLOAD_TOO_LARGE', quotaFull.params(quota))).toContain(
      'Das Speicherkontingent Ihrer Organisation von 1,5 GB ist voll.',
    );
    expect(localizeFr(quotaFull(quota), 'PAYLOAD_TOO_LARGE', quotaFull.params(quota))).toContain(
      'le quota de stockage de votre organisation (1,5 GB) est plein',
    );
    const localizeEn = await serverTextIn('en');
    expect(localizeEn(quotaFull(quota), 'PAYLOAD_TOO_LARGE', quotaFull.params(quota))).toContain(
      'storage quota of 1.5 GB is full',
    );
    expect(localizeEn(taken('Budget.xlsx'), 'CONFLICT', taken.params('Budget.xlsx'))).toBe(
      '"Budget.xlsx" already exists in this folder.',
    );
  });

  it('show a form\u2019s validation word for word: the contracts\u2019 texts and zod\u2019s own', async () => {
    const urlRequired = { path: ['url'], message: contracts.WEBHOOK_MESSAGES.urlRequired };
    const unknown = { path: ['other'], code: 'custom', message: 'Something new.' };
    const fieldErrorsFr = await fieldErrorsIn('fr');
    // zod's words come with their own translation, loaded apart from the page.
    await vi.waitFor(() =>
      expect(fieldErrorsFr([tooLong]).name).toBe(
        'Trop grand : cha\u00eene de caract\u00e8res doit avoir <=3 caract\u00e8res',
      ),
    );
    expect(fieldErrorsFr([urlRequired, unknown])).toEqual({
      url: 'Saisissez l\u2019adresse qui re\u00e7oit les \u00e9v\u00e9nements.',
      // Neither the contracts' nor zod's: the general text, never English.
      other: 'Certaines valeurs saisies ne sont pas valides.',
    });
    // A contracts text that names the value typed: the value read back into the translation.
    const domain = {
      path: ['domains'],
      code: 'custom',
      message: contracts.SSO_MESSAGES.domainInvalid('acme'),
    };
    expect(fieldErrorsFr([domain]).domains).toBe(
      '\u00ab acme \u00bb n\u2019est pas un domaine de messagerie (p. ex. example.com).',
    );
    const fieldErrorsDe = await fieldErrorsIn('de');
    await vi.waitFor(() =>
      expect(fieldErrorsDe([tooLong]).name).toBe(
        'Zu gro\u00df: erwartet, dass string <=3 Zeichen hat',
      ),
    );
    const fieldErrorsEn = await fieldErrorsIn('en');
    expect(fieldErrorsEn([tooLong, urlRequired])).toEqual({
      name: tooLong.message,
      url: contracts.WEBHOOK_MESSAGES.urlRequired,
    });
  });

  it('read the parameters from the error body, as the server sends them', async () => {
    const body = {
      error: contracts.SSO_MESSAGES.signUpRefused('acme.example'),
      code: 'FORBIDDEN',
      params: { domain: 'acme.example' },
    };
    expect(contracts.errorBodySchema.parse(body)).toEqual(body);
    expect(errorParamsOf(body)).toEqual({ domain: 'acme.example' });
    expect(errorParamsOf({ error: 'x', code: 'FORBIDDEN' })).toBeUndefined();
    expect(errorParamsOf({ params: { domain: 3 } })).toBeUndefined();
    expect(errorParamsOf(null)).toBeUndefined();
  });
});
