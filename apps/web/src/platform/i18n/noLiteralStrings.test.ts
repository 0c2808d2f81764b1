import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a component shows comes from a catalogue: this test reads each component
 * (src/**\/*.tsx, not tests) with the TypeScript compiler and lists JSX text with letters and
 * string literals with letters in the attributes people read or hear.
 */
const SOURCE_ROOT = join(__dirname, '..', '..');
const READ_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt', 'aria-description']);
// Letters of any script; digits, symbols and punctuation alone are not words.
const HAS_LETTER = /\p{L}/u;
// Not words of any language: the product's name and the start of an address.
const NOT_WORDS = /^(Worksphere\.?|https?:\/\/)$/;
const isWords = (text: string) => HAS_LETTER.test(text) && !NOT_WORDS.test(text);

function componentFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !/\.(test|e2e)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

function literalStringsIn(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return `${relative(SOURCE_ROOT, path)}:${line + 1}`;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText(source).trim();
      if (isWords(text)) found.push(`${where(node)} text "${text}"`);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source);
      if (READ_ATTRIBUTES.has(name)) {
        const value = node.initializer;
        const literal = ts.isStringLiteral(value)
          ? value
          : ts.isJsxExpression(value) &&
              value.expression &&
              (ts.isStringLiteral(value.expression) ||
                ts.isNoSubstitutionTemplateLiteral(value.expression))
            ? value.expression
            : undefined;
        if (literal && isWords(literal.text)) {
          found.push(`${where(node)} ${name}="${literal.text}"`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components', { timeout: 60_000 }, () => {
  it('show no literal words: every text comes from a message catalogue', () => {
    const files = componentFiles(SOURCE_ROOT);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(literalStringsIn)).toEqual([]);
  });
});
