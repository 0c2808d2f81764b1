import { describe, expect, it } from 'vitest';
import { applyImapFormChange, EMPTY_IMAP_FORM, smtpHostFor, type DerivedField } from './imapForm';

const none = new Set<DerivedField>();

describe('applyImapFormChange', () => {
  it('fills the IMAP host, user name and SMTP host from the address', () => {
    const form = applyImapFormChange(EMPTY_IMAP_FORM, 'email', 'ada@example.org', none);
    expect(form.imapHost).toBe('imap.example.org');
    expect(form.username).toBe('ada@example.org');
    expect(form.smtpHost).toBe('smtp.example.org');
  });

  it('keeps what the user typed into a derived field', () => {
    const touched = new Set<DerivedField>(['username', 'smtpHost']);
    const start = { ...EMPTY_IMAP_FORM, username: 'ada', smtpHost: 'out.example.org' };
    const form = applyImapFormChange(start, 'email', 'ada@example.org', touched);
    expect(form.username).toBe('ada');
    expect(form.smtpHost).toBe('out.example.org');
    expect(form.imapHost).toBe('imap.example.org');
  });

  it('uses one host for both when the IMAP host is not imap.*', () => {
    expect(smtpHostFor('mail.example.org')).toBe('mail.example.org');
    const form = applyImapFormChange(EMPTY_IMAP_FORM, 'imapHost', '127.0.0.1', none);
    expect(form.smtpHost).toBe('127.0.0.1');
  });

  it('moves the ports with the protection while they are the usual ones', () => {
    const starttls = applyImapFormChange(EMPTY_IMAP_FORM, 'imapSecurity', 'starttls', none);
    expect(starttls).toMatchObject({
      imapPort: '143',
      smtpSecurity: 'starttls',
      smtpPort: '587',
    });
    const custom = { ...EMPTY_IMAP_FORM, imapPort: '10993' };
    expect(applyImapFormChange(custom, 'imapSecurity', 'none', none).imapPort).toBe('10993');
    const smtpNone = applyImapFormChange(EMPTY_IMAP_FORM, 'smtpSecurity', 'none', none);
    expect(smtpNone.smtpPort).toBe('25');
  });

  it('leaves the SMTP protection alone once the user chose it', () => {
    const touched = new Set<DerivedField>(['smtpSecurity']);
    const form = applyImapFormChange(EMPTY_IMAP_FORM, 'imapSecurity', 'none', touched);
    expect(form.smtpSecurity).toBe('tls');
    expect(form.smtpPort).toBe('465');
  });
});
