/**
 * Fills the `{name}` fields of a message text with their values; a field without a value stays
 * as written, so a missing value shows instead of vanishing.
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * A text that names something, made from its template: calling it gives the English text
 * (the template's `{fields}` filled); an error that sends it also sends `params(...)`, the
 * values as text, so a client can fill its own translation of `template` with them.
 */
export type TemplatedMessage<A extends unknown[]> = ((...args: A) => string) & {
  readonly template: string;
  readonly params: (...args: A) => Record<string, string>;
};

/** The values of a template's fields as the text an error body's `params` carries. */
export function messageParams(values: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
}

/** A message made from `template` with the values `valuesOf` gives for its arguments. */
export function templatedMessage<A extends unknown[]>(
  template: string,
  valuesOf: (...args: A) => Record<string, string | number>,
): TemplatedMessage<A> {
  const make = (...args: A) => fillMessage(template, valuesOf(...args));
  return Object.assign(make, {
    template,
    params: (...args: A) => messageParams(valuesOf(...args)),
  });
}
