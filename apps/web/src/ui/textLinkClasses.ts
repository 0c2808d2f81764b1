import { focusRing } from './focusRing';

/** A link inside text or at the foot of a card: accent colour, underlined on hover. */
export const textLinkClasses = `inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline ${focusRing}`;
