import { focusRing } from '../../ui/focusRing';
import { layoutMessages } from './layout.messages';

/** First tab stop: lets keyboard users jump over the header. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className={`sr-only rounded-lg bg-white px-3 py-2 text-sm font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[90] ${focusRing}`}
    >
      {layoutMessages.skipToContent}
    </a>
  );
}
