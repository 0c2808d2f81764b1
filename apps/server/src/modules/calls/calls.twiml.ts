/*
 * A small TwiML builder: every answer to Twilio's voice webhooks is built with it, so text and
 * attributes are always escaped. The API tests compare each answer, parsed, with the same answer
 * built by the official `twilio` library's VoiceResponse (the oracle; a devDependency only).
 */

type Attributes = Record<string, string | number | boolean | undefined>;

/** A TwiML element: a verb or a noun, with attributes and text or child elements. */
export type TwimlNode = {
  name: string;
  attributes: Attributes;
  children: (TwimlNode | string)[];
};

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function twimlNode(
  name: string,
  attributes: Attributes = {},
  ...children: (TwimlNode | string)[]
): TwimlNode {
  return { name, attributes, children };
}

function render(node: TwimlNode | string): string {
  if (typeof node === 'string') return escapeXml(node);
  const attributes = Object.entries(node.attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  if (node.children.length === 0) return `<${node.name}${attributes}/>`;
  return `<${node.name}${attributes}>${node.children.map(render).join('')}</${node.name}>`;
}

/** The whole document Twilio reads: <?xml …?><Response>…</Response>. */
export function twimlResponse(...verbs: TwimlNode[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${render(twimlNode('Response', {}, ...verbs))}`;
}

// ---- the verbs and nouns the calls module uses ---------------------------------------------

export const say = (text: string) => twimlNode('Say', {}, text);
export const hangup = () => twimlNode('Hangup');
export const reject = () => twimlNode('Reject');
export const pause = (length: number) => twimlNode('Pause', { length });
export const redirect = (url: string) => twimlNode('Redirect', { method: 'POST' }, url);

/** <Dial>: callerId, action (called when the dialled party leaves), timeout, answerOnBridge. */
export const dial = (
  attributes: {
    callerId?: string;
    action?: string;
    timeout?: number;
    answerOnBridge?: boolean;
  },
  ...nouns: TwimlNode[]
) => twimlNode('Dial', { ...attributes, method: attributes.action ? 'POST' : undefined }, ...nouns);

export const numberNoun = (number: string) => twimlNode('Number', {}, number);

/** <Client><Identity>…</Identity><Parameter …/></Client>: a browser line, with our parameters. */
export const clientNoun = (identity: string, parameters: Record<string, string> = {}) =>
  twimlNode(
    'Client',
    {},
    twimlNode('Identity', {}, identity),
    ...Object.entries(parameters).map(([name, value]) => twimlNode('Parameter', { name, value })),
  );

export const queueNoun = (name: string) => twimlNode('Queue', {}, name);

/** <Enqueue>: the caller waits in a queue, hearing Twilio's hold music, until dialled back. */
export const enqueue = (name: string) => twimlNode('Enqueue', {}, name);

/** <Play digits>: key presses (DTMF) for the other party; "w" waits half a second. */
export const playDigits = (digits: string) => twimlNode('Play', { digits });

/**
 * <Record>: a voicemail. `action` is called when it ends; the recording itself is reported to
 * recordingStatusCallback once Twilio has stored it.
 */
export const record = (attributes: {
  action: string;
  recordingStatusCallback: string;
  maxLength: number;
  timeout?: number;
  playBeep?: boolean;
}) =>
  twimlNode('Record', {
    action: attributes.action,
    method: 'POST',
    maxLength: attributes.maxLength,
    timeout: attributes.timeout,
    playBeep: attributes.playBeep,
    recordingStatusCallback: attributes.recordingStatusCallback,
    recordingStatusCallbackMethod: 'POST',
    recordingStatusCallbackEvent: 'completed',
  });
