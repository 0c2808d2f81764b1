/** Escapes text for an HTML document (plain-text mail, quoted headers). */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The document the reading pane's iframe shows: the server's sanitised HTML (or the plain text,
 * escaped) with links opening in a new tab, and a policy of its own on top of the app's. Remote
 * images load only once allowed: until then only this origin (the server's image proxy), data:
 * and cid: pictures may, so a missed tracking pixel still cannot reach its sender.
 */
export function buildMessageDocument({
  html,
  text,
  origin,
  allowRemoteImages,
}: {
  html: string | null;
  text: string | null;
  origin: string;
  allowRemoteImages: boolean;
}): string {
  const images = allowRemoteImages ? `${origin} data: https:` : `${origin} data:`;
  const policy = `default-src 'none'; img-src ${images}; style-src 'unsafe-inline'; font-src ${origin} data:`;
  const body = html ?? `<pre class="plain">${escapeHtml(text ?? '')}</pre>`;
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><base target="_blank"><style>html,body{margin:0}body{padding:16px;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#18181b;overflow-wrap:anywhere}img{max-width:100%;height:auto}table{max-width:100%}pre.plain{white-space:pre-wrap;font:inherit;margin:0}blockquote{margin:0 0 0 .5em;padding-left:.75em;border-left:2px solid #d4d4d8;color:#52525b}</style></head><body>${body}</body></html>`;
}
