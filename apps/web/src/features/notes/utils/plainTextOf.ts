/** The text of stored rich text (HTML), for one-line excerpts; markup and spacing collapse. */
export function plainTextOf(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  // Block boundaries become spaces, so "<p>a</p><p>b</p>" reads "a b", not "ab".
  document.querySelectorAll('p, li, br, h1, h2, h3, blockquote').forEach((element) => {
    element.append(' ');
  });
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
