import { focusRing } from '../../../ui/focusRing';

/** Inline text links of the auth screens. */
export const authLinkClasses = `rounded font-medium text-brand-700 hover:text-brand-800 hover:underline ${focusRing}`;
