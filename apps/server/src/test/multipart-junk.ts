import fc from 'fast-check';

/** A file of a multipart body. */
type Part = { name: string; value: Uint8Array; filename?: string; type?: string };

function encodeMultipart(boundary: string, parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `content-disposition: form-data; name="${part.name}"` +
      (part.filename === undefined ? '' : `; filename="${part.filename}"`);
    const type = part.type ? `\r\ncontent-type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * multipart/form-data bodies for the upload route: real fields with junk values, too many
 * files or fields, files over the limit, and broken framing (no boundary, wrong boundary, cut
 * short, garbage).
 */
export function multipartArbitrary(
  text: fc.Arbitrary<string>,
  formFields: fc.Arbitrary<{ name: string; value: string }[]>,
  uploadLimitBytes: number,
) {
  const asPart = ({ name, value }: { name: string; value: string }) => ({
    name,
    value: new Uint8Array(Buffer.from(value)),
  });
  const extraField = fc.record({
    name: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'content'), text),
    value: text,
  });
  const fields = fc
    .tuple(formFields, fc.array(extraField, { maxLength: 24 }))
    .map(([form, extra]) => [...form, ...extra].map(asPart));
  const file = fc.record({
    name: fc.constantFrom('attachments', 'attachments[]', 'other'),
    value: fc.uint8Array({ maxLength: uploadLimitBytes * 2 }),
    filename: fc.oneof(fc.constantFrom('a.png', 'clip.mp4', '', '../x.gif'), text),
    type: fc.constantFrom('image/png', 'video/mp4', 'text/plain', 'application/octet-stream'),
  });
  const wellFramed = fc
    .tuple(fields, fc.array(file, { maxLength: 12 }))
    .map(([textParts, files]) => ({ boundary: 'fuzzboundary', parts: [...textParts, ...files] }));

  return fc.oneof(
    {
      weight: 4,
      arbitrary: wellFramed.map(({ boundary, parts }) => ({
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: encodeMultipart(boundary, parts),
      })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          wellFramed,
          fc.constantFrom(
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'multipart/form-data; boundary=other',
            'multipart/form-data; boundary="unterminated',
            'multipart/mixed; boundary=fuzzboundary',
            'multipart/form-data; boundary=fuzzboundary',
          ),
          fc.nat(),
          fc.boolean(),
        )
        .map(([{ boundary, parts }, contentType, cut, shouldCut]) => {
          const whole = encodeMultipart(boundary, parts);
          return {
            headers: { 'content-type': contentType },
            payload: shouldCut ? whole.subarray(0, cut % (whole.length + 1)) : whole,
          };
        }),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
        headers: { 'content-type': 'multipart/form-data; boundary=fuzzboundary' },
        payload: Buffer.from(bytes),
      })),
    },
  );
}
