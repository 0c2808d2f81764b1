import type pg from 'pg';

/** One table of the product's schema as a backup sees it: the columns a COPY writes. */
export type TableShape = { name: string; columns: string[] };

/** A name as SQL reads it: always quoted, so no table or column name can change the statement. */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the public schema with its stored columns (generated ones are computed again on
 * restore, and COPY refuses them), ordered so that a table comes after the tables it refers to:
 * loading in this order satisfies every foreign key without switching checks off (which needs a
 * superuser). A reference of a table to itself is checked at the end of its COPY, so it needs
 * no order.
 */
export async function listTables(client: pg.ClientBase): Promise<TableShape[]> {
  const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select distinct c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const shapes = new Map<string, TableShape>();
  for (const { table_name: name, column_name: column } of columns) {
    const shape = shapes.get(name) ?? { name, columns: [] };
    shape.columns.push(column);
    shapes.set(name, shape);
  }
  const parents = new Map<string, string[]>();
  for (const { child, parent } of references) {
    parents.set(child, [...(parents.get(child) ?? []), parent]);
  }
  return orderByReferences([...shapes.keys()].sort(), parents).map((name) => shapes.get(name)!);
}

/** Depth-first: each table after its parents. A cycle between tables cannot be loaded in order. */
export function orderByReferences(names: string[], parents: Map<string, string[]>): string[] {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') {
      throw new Error(`Tables refer to each other in a cycle: ${[...path, name].join(' -> ')}`);
    }
    state.set(name, 'visiting');
    for (const parent of parents.get(name) ?? []) visit(parent, [...path, name]);
    state.set(name, 'done');
    ordered.push(name);
  };
  for (const name of names) visit(name, []);
  return ordered;
}
