import { AI_ACTION_DETAIL_LABELS, type AiActionDetailLabel } from '@worksphere/contracts';
import { aiMessages } from '../ai.messages';

const messages = aiMessages.actions;

const DETAIL_KEYS = Object.keys(AI_ACTION_DETAIL_LABELS) as AiActionDetailLabel[];

/**
 * A confirmation card's title in the page's language, by the action's tool (the card and its
 * Inbox item); a tool the web does not know yet shows the server's words.
 */
export const actionTitleShown = (tool: unknown, stored: string): string =>
  typeof tool === 'string' && Object.hasOwn(messages.titles, tool)
    ? messages.titles[tool as keyof typeof messages.titles]
    : stored;

/** A card line's label in the page's language (the server writes the contracts' English). */
export function detailLabelShown(label: string): string {
  const key = DETAIL_KEYS.find((candidate) => AI_ACTION_DETAIL_LABELS[candidate] === label);
  return key ? messages.detailLabels[key] : label;
}
