import { normalizePhoneNumber } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';

/** Whose number or address this is: the contact's id and the name it goes by. */
export type ContactNameMatch = { contactId: string; name: string };

type ResolveAnswer = { names: Record<string, ContactNameMatch> };
type Waiting = {
  key: string;
  resolve: (match: ContactNameMatch | null) => void;
  reject: (error: unknown) => void;
};

/** Names asked for within this long go to the server together, in one request. */
const BATCH_WINDOW_MS = 10;
/** At most this many numbers and addresses per request (the server's limit). */
export const RESOLVE_BATCH_SIZE = 100;

let waiting: Waiting[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

/** An e-mail address has an @; anything else is taken as a phone number. */
export function isEmailValue(value: string): boolean {
  return value.includes('@');
}

/**
 * The form a value is looked up and cached under: a number as the server stores it (the
 * phone-number rule), an address in lower case. '' when there is nothing to look up.
 */
export function contactNameKey(value: string): string {
  const trimmed = value.trim();
  if (isEmailValue(trimmed)) return trimmed.toLowerCase();
  return normalizePhoneNumber(trimmed);
}

/**
 * The contact a number or address belongs to (null for none). Lookups asked for in the same
 * moment (a call log's rows) travel in one POST /contacts/resolve.
 */
export function resolveContactName(key: string): Promise<ContactNameMatch | null> {
  return new Promise((resolve, reject) => {
    waiting.push({ key, resolve, reject });
    timer ??= setTimeout(() => void flush(), BATCH_WINDOW_MS);
  });
}

async function flush() {
  const batch = waiting;
  waiting = [];
  timer = null;
  for (let start = 0; start < batch.length; start += RESOLVE_BATCH_SIZE) {
    await send(batch.slice(start, start + RESOLVE_BATCH_SIZE));
  }
}

async function send(batch: Waiting[]) {
  const keys = [...new Set(batch.map((item) => item.key))];
  try {
    const { names } = await apiRequest<ResolveAnswer>('/contacts/resolve', {
      method: 'POST',
      body: {
        numbers: keys.filter((key) => !isEmailValue(key)),
        emails: keys.filter(isEmailValue),
      },
    });
    for (const item of batch) item.resolve(names[item.key] ?? null);
  } catch (error) {
    for (const item of batch) item.reject(error);
  }
}
