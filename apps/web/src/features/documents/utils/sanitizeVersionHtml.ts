import DOMPurify from 'dompurify';

// Links of a preview open in a new tab: the preview itself must stay where it is.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * A saved version's HTML made safe to show in the page: no scripts, handlers, frames, forms or
 * style blocks (the editor's injected page CSS would restyle the whole app), only markup and
 * inline styles.
 */
export function sanitizeVersionHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
