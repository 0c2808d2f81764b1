import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as contracts from '@worksphere/contracts';
import ts from 'typescript';

/*
 * The error texts the server can send, read from its source with the TypeScript compiler (for
 * the tests: serverErrors.coverage.test.ts). A text is the message of `new AppError(code, ...)`,
 * of the framework and database answers (`answerFor`), of `notFound(what)` ("<what> not
 * found.") and `forbidden(...)`, and of each module's one-line helpers (`invalid`, `conflict`,
 * its own `notFound`...). A message is read when it is a literal, a constant of the same file or
 * of the contracts, or either branch of a condition; one built at run time (a provider's own
 * words, a file name in it) is listed apart with where it is made.
 */

const SERVER_SOURCE = join(__dirname, '..', '..', '..', '..', 'server', 'src');

/** The helpers whose first argument is the message, wherever a module defines them. */
const MESSAGE_HELPERS = new Set(['invalid', 'conflict', 'badRequest', 'notFound', 'forbidden']);

export type ServerErrorTexts = {
  /** Each text, with where the server sends it. */
  texts: Map<string, string[]>;
  /** Messages made at run time (`file:line  expression`). */
  built: string[];
};

function serverFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : serverFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const contractValue = (name: string): unknown => (contracts as Record<string, unknown>)[name];

export function readServerErrorTexts(): ServerErrorTexts {
  const texts = new Map<string, string[]>();
  const built: string[] = [];
  for (const path of serverFiles(SERVER_SOURCE)) {
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    // The file's constants: texts, and names for a contracts' message object.
    const strings = new Map<string, string>();
    const objects = new Map<string, unknown>();
    const ownHelpers = new Set<string>();
    const collect = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const value = node.initializer;
        if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
          strings.set(node.name.text, value.text);
        } else if (ts.isIdentifier(value) && typeof contractValue(value.text) === 'object') {
          objects.set(node.name.text, contractValue(value.text));
        } else if (ts.isArrowFunction(value) && MESSAGE_HELPERS.has(node.name.text)) {
          ownHelpers.add(node.name.text);
          // Its default message (`forbidden(message = '...')`) is sent too.
          for (const parameter of value.parameters) {
            const fallback = parameter.initializer;
            if (fallback && ts.isStringLiteral(fallback)) {
              const { line } = source.getLineAndCharacterOfPosition(fallback.getStart(source));
              const where = `${relative(SERVER_SOURCE, path)}:${line + 1}`;
              texts.set(fallback.text, [...(texts.get(fallback.text) ?? []), where]);
            }
          }
        }
      }
      ts.forEachChild(node, collect);
    };
    collect(source);

    const resolve = (node: ts.Expression): string[] | undefined => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
      if (ts.isParenthesizedExpression(node)) return resolve(node.expression);
      if (ts.isConditionalExpression(node)) {
        const [yes, no] = [resolve(node.whenTrue), resolve(node.whenFalse)];
        return yes && no ? [...yes, ...no] : undefined;
      }
      if (ts.isIdentifier(node)) {
        const value = strings.get(node.text) ?? contractValue(node.text);
        return typeof value === 'string' ? [value] : undefined;
      }
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const owner = objects.get(node.expression.text) ?? contractValue(node.expression.text);
        const value = (owner as Record<string, unknown> | undefined)?.[node.name.text];
        return typeof value === 'string' ? [value] : undefined;
      }
      return undefined;
    };

    const visit = (node: ts.Node) => {
      if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.arguments) {
        const callee = node.expression.getText(source);
        const args = node.arguments;
        let message: ts.Expression | undefined;
        let made = (text: string) => text;
        if ((callee === 'AppError' || callee === 'answerFor') && args.length >= 2) {
          message = args[1];
        } else if (MESSAGE_HELPERS.has(callee) && args.length >= 1) {
          message = args[0];
          // The platform's notFound(what) says "<what> not found."; a module's own takes the text.
          if (callee === 'notFound' && !ownHelpers.has('notFound'))
            made = (what) => `${what} not found.`;
        }
        // A helper's own definition passes its parameter on: not a text of its own.
        const isParameter =
          message !== undefined && ts.isIdentifier(message) && message.text === 'message';
        if (message && !isParameter) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          const where = `${relative(SERVER_SOURCE, path)}:${line + 1}`;
          const found = resolve(message);
          if (found) {
            for (const text of found.map(made))
              texts.set(text, [...(texts.get(text) ?? []), where]);
          } else {
            built.push(`${where}  ${message.getText(source).replace(/\s+/g, ' ')}`);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { texts, built };
}
