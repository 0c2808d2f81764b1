import { IMAP_DEFAULT_PORTS, SMTP_DEFAULT_PORTS, type MailSecurity } from '@worksphere/contracts';

/** The usual port of each protocol and protection (IMAPS 993, submission 587, SMTPS 465). */
const DEFAULT_PORTS = { imap: IMAP_DEFAULT_PORTS, smtp: SMTP_DEFAULT_PORTS };

export type ImapFormValues = {
  email: string;
  imapHost: string;
  imapPort: string;
  imapSecurity: MailSecurity;
  username: string;
  password: string;
  smtpHost: string;
  smtpPort: string;
  smtpSecurity: MailSecurity;
};

export const EMPTY_IMAP_FORM: ImapFormValues = {
  email: '',
  imapHost: '',
  imapPort: String(DEFAULT_PORTS.imap.tls),
  imapSecurity: 'tls',
  username: '',
  password: '',
  smtpHost: '',
  smtpPort: String(DEFAULT_PORTS.smtp.tls),
  smtpSecurity: 'tls',
};

/** The fields that follow others until the user types into them. */
export type DerivedField = 'imapHost' | 'username' | 'smtpHost' | 'smtpPort' | 'smtpSecurity';

function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1 ? '' : email.slice(at + 1).trim();
}

/** imap.example.com gives smtp.example.com; any other name is kept (one host for both). */
export function smtpHostFor(imapHost: string): string {
  return imapHost.replace(/^imap\./i, 'smtp.');
}

/**
 * The form after one field changed: the user's value, then every field derived from it that the
 * user has not typed into yet (IMAP host and user name from the address, the SMTP counterparts
 * from IMAP, a port from its protection when the port was the usual one).
 */
export function applyImapFormChange(
  values: ImapFormValues,
  field: keyof ImapFormValues,
  value: string,
  touched: ReadonlySet<DerivedField>,
): ImapFormValues {
  const next = { ...values, [field]: value } as ImapFormValues;
  const follow = (derived: DerivedField, derivedValue: string) => {
    if (!touched.has(derived)) (next as Record<DerivedField, string>)[derived] = derivedValue;
  };
  if (field === 'email') {
    const domain = domainOf(value);
    follow('imapHost', domain ? `imap.${domain}` : '');
    follow('username', value.trim());
  }
  if (field === 'imapSecurity') {
    const security = value as MailSecurity;
    if (values.imapPort === String(DEFAULT_PORTS.imap[values.imapSecurity])) {
      next.imapPort = String(DEFAULT_PORTS.imap[security]);
    }
    follow('smtpSecurity', security);
  }
  if (
    field === 'smtpSecurity' &&
    values.smtpPort === String(DEFAULT_PORTS.smtp[values.smtpSecurity])
  ) {
    next.smtpPort = String(DEFAULT_PORTS.smtp[value as MailSecurity]);
  }
  if (!touched.has('smtpSecurity') && next.smtpSecurity !== values.smtpSecurity) {
    follow('smtpPort', String(DEFAULT_PORTS.smtp[next.smtpSecurity]));
  }
  if (next.imapHost !== values.imapHost) follow('smtpHost', smtpHostFor(next.imapHost));
  return next;
}
