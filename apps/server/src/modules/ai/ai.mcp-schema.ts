/*
 * The tools' JSON Schemas as MCP clients get them: every object closed (additionalProperties:
 * false), and arguments checked against that before a tool runs. The tools' zod schemas drop
 * unknown keys, which would let a misspelt argument ("titel") pass silently as if never given.
 */

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;

/** A copy of the schema whose objects with listed properties refuse any other property. */
export function closedSchema(schema: Schema): Schema {
  const closed: Schema = { ...schema };
  if (isObject(schema.properties)) {
    closed.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [
        key,
        isObject(value) ? closedSchema(value) : value,
      ]),
    );
    if (schema.additionalProperties === undefined) closed.additionalProperties = false;
  }
  if (isObject(schema.items)) closed.items = closedSchema(schema.items);
  for (const list of SUBSCHEMA_LISTS) {
    const entries = schema[list];
    if (Array.isArray(entries)) {
      closed[list] = entries.map((entry: unknown) =>
        isObject(entry) ? closedSchema(entry) : entry,
      );
    }
  }
  return closed;
}

/** Could the value be of this JSON Schema type (a branch of another type is not its branch)? */
function mayBe(type: unknown, value: unknown): boolean {
  if (typeof type !== 'string') return true;
  if (value === null) return type === 'null';
  if (Array.isArray(value)) return type === 'array';
  if (typeof value === 'number') return type === 'number' || type === 'integer';
  return type === typeof value;
}

/**
 * The paths ("lines.0.qty") of arguments a closed schema does not know. Only unknown keys are
 * looked for here; types and ranges are the tool's own zod schema's to check.
 */
export function unknownArguments(schema: Schema, value: unknown, path = ''): string[] {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  const unknown: string[] = [];
  if (isObject(value) && isObject(schema.properties)) {
    const properties = schema.properties;
    for (const [key, item] of Object.entries(value)) {
      const property = properties[key];
      if (isObject(property)) unknown.push(...unknownArguments(property, item, at(key)));
      else if (schema.additionalProperties === false) unknown.push(at(key));
    }
  }
  if (Array.isArray(value) && isObject(schema.items)) {
    const items = schema.items;
    value.forEach((item, index) => unknown.push(...unknownArguments(items, item, at(index))));
  }
  for (const list of ['anyOf', 'oneOf'] as const) {
    const branches = (Array.isArray(schema[list]) ? schema[list] : [])
      .filter(isObject)
      .filter((branch) => mayBe(branch.type, value));
    if (!branches.length) continue;
    // Fine when one branch knows every key; else report the branch that knows the most.
    const answers = branches.map((branch) => unknownArguments(branch, value, path));
    if (answers.some((answer) => answer.length === 0)) continue;
    unknown.push(
      ...answers.reduce((best, answer) => (answer.length < best.length ? answer : best)),
    );
  }
  const allOf = Array.isArray(schema.allOf) ? schema.allOf.filter(isObject) : [];
  for (const part of allOf) unknown.push(...unknownArguments(part, value, path));
  return [...new Set(unknown)];
}
