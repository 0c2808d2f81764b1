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
 *
 * A text that names something is sent with `templateError(code, template, values)` or
 * `messageError(code, contractsMessage, ...args)` (platform/errors.ts): its template, with
 * `{fields}`, is read like a text and listed among `templates` with the fields its values fill.
 */

const SERVER_SOURCE = join(__dirname, '..', '..', '..', '..', 'server', 'src');

/**
 * The errors of providers and outbound checks whose text the services pass on as theirs
 * (`new AppError(code, error.message)`): their first argument is a text the server sends.
 */
const PASSED_ON_ERRORS = new Set([
  'ProviderError',
  'MailProviderError',
  'CaldavConnectError',
  'AiProviderError',
  'OutboundRefusedError',
  'ProviderUnusableError',
]);

/** The helpers whose first argument is the message, wherever a module defines them. */
const MESSAGE_HELPERS = new Set(['invalid', 'conflict', 'badRequest', 'notFound', 'forbidden']);

export type ServerErrorTexts = {
  /** Each text, with where the server sends it (templates too, as written). */
  texts: Map<string, string[]>;
  /** Each template, with where it is sent and the names of the values sent with it. */
  templates: Map<string, { where: string[]; fields: string[] }>;
  /** Messages made at run time without a template (`file:line  expression`). */
  built: string[];
  /** Templates sent without a value for one of their fields (`file:line  template`). */
  unfilled: string[];
};

/** The `{fields}` of a template. */
export const fieldsOf = (template: string) =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

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
  const templates = new Map<string, { where: string[]; fields: string[] }>();
  const built: string[] = [];
  const unfilled: string[] = [];
  const sources = serverFiles(SERVER_SOURCE).map((path) => ({
    path,
    source: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true),
  }));
  // The texts each file exports (`export const X_MESSAGE = '...'`), for the files importing them.
  const exported = new Map<string, string>();
  for (const { source } of sources) {
    for (const statement of source.statements) {
      const isExported = ts
        .getModifiers(statement as ts.HasModifiers)
        ?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
      if (!isExported || !ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        let value = declaration.initializer;
        if (value && ts.isAsExpression(value)) value = value.expression;
        if (!ts.isIdentifier(declaration.name) || !value) continue;
        if (ts.isStringLiteral(value)) exported.set(declaration.name.text, value.text);
        // An object of texts: `PROVIDER_MESSAGES.rejected`.
        if (ts.isObjectLiteralExpression(value)) {
          for (const property of value.properties) {
            if (ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer))
              exported.set(
                `${declaration.name.text}.${property.name.getText(source)}`,
                property.initializer.text,
              );
          }
        }
      }
    }
  }
  for (const { path, source } of sources) {
    // The file's constants: texts, and names for a contracts' message object.
    const strings = new Map<string, string>();
    const objects = new Map<string, unknown>();
    // The file's own objects of texts (`TRY_AGAIN_IN[unit]` may be any of them).
    const textObjectNodes = new Map<string, ts.ObjectLiteralExpression>();
    /** Every value of such an object, when each is a text (`{ auth: ACCOUNT_MESSAGES.x }`). */
    const textsOfObject = (name: string): string[] | undefined => {
      const found = textObjectNodes
        .get(name)
        ?.properties.map((property) =>
          ts.isPropertyAssignment(property) ? resolve(property.initializer) : undefined,
        );
      return found?.length && found.every((texts) => texts)
        ? (found.flat() as string[])
        : undefined;
    };
    const ownHelpers = new Set<string>();
    const collect = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const value = node.initializer;
        if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
          strings.set(node.name.text, value.text);
        } else if (ts.isObjectLiteralExpression(value)) {
          textObjectNodes.set(node.name.text, value);
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
      if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node))
        return resolve(node.expression);
      // A template filled with texts (`fillMessage(T, { when: 'today at {time}' })`): a template.
      if (ts.isCallExpression(node) && node.expression.getText(source) === 'fillMessage') {
        const [template, values] = node.arguments;
        if (!template || !values || !ts.isObjectLiteralExpression(values)) return undefined;
        const filled: Record<string, string> = {};
        for (const property of values.properties) {
          const value = ts.isPropertyAssignment(property)
            ? resolve(property.initializer)
            : undefined;
          if (value?.length !== 1) return undefined;
          filled[property.name!.getText(source)] = value[0]!;
        }
        return resolve(template)?.map((text) => contracts.fillMessage(text, filled));
      }
      if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression))
        return textsOfObject(node.expression.text);
      if (ts.isConditionalExpression(node)) {
        const [yes, no] = [resolve(node.whenTrue), resolve(node.whenFalse)];
        return yes && no ? [...yes, ...no] : undefined;
      }
      if (ts.isIdentifier(node)) {
        const value = strings.get(node.text) ?? contractValue(node.text) ?? exported.get(node.text);
        return typeof value === 'string' ? [value] : undefined;
      }
      // A contracts' message's template: `SSO_MESSAGES.discoveryFailed.template`.
      if (ts.isPropertyAccessExpression(node) && node.name.text === 'template') {
        const template = templateOf(node.expression);
        if (template) return [template];
      }
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const value = propertyOf(node);
        return typeof value === 'string' ? [value] : undefined;
      }
      return undefined;
    };
    /** `X_MESSAGES.name` of the contracts (or of a file's name for them). */
    const propertyOf = (node: ts.PropertyAccessExpression): unknown => {
      if (!ts.isIdentifier(node.expression)) return undefined;
      const owner = objects.get(node.expression.text) ?? contractValue(node.expression.text);
      return (
        (owner as Record<string, unknown> | undefined)?.[node.name.text] ??
        exported.get(`${node.expression.text}.${node.name.text}`)
      );
    };
    /** A contracts' message made with `templatedMessage`: its template. */
    const templateOf = (node: ts.Expression): string | undefined => {
      const value = ts.isPropertyAccessExpression(node) ? propertyOf(node) : undefined;
      const template = (value as { template?: unknown } | undefined)?.template;
      return typeof value === 'function' && typeof template === 'string' ? template : undefined;
    };
    /** The names of an object literal's values (`{ name, count: n }`), or undefined. */
    const namesOf = (node: ts.Expression | undefined): string[] | undefined =>
      node && ts.isObjectLiteralExpression(node)
        ? node.properties.flatMap((property) =>
            property.name && ts.isIdentifier(property.name) ? [property.name.text] : [],
          )
        : undefined;
    const addTemplate = (template: string, where: string, sent: string[]) => {
      texts.set(template, [...(texts.get(template) ?? []), where]);
      const known = templates.get(template);
      templates.set(template, {
        where: [...(known?.where ?? []), where],
        fields: fieldsOf(template),
      });
      const missing = fieldsOf(template).filter((field) => !sent.includes(field));
      if (missing.length) unfilled.push(`${where}  ${template} (no ${missing.join(', ')})`);
    };

    const passesOnParameter = (message: ts.Expression) => {
      const names = new Set<string>();
      for (let owner: ts.Node | undefined = message.parent; owner; owner = owner.parent) {
        if (ts.isFunctionLike(owner))
          for (const parameter of owner.parameters) names.add(parameter.name.getText(source));
      }
      const isName = (node: ts.Node | undefined) =>
        !!node && ts.isIdentifier(node) && names.has(node.text);
      if (isName(message)) return true;
      if (!ts.isCallExpression(message)) return false;
      return (
        isName(message.expression) ||
        (message.expression.getText(source) === 'fillMessage' && isName(message.arguments[0]))
      );
    };

    /** A parameter's default value (`message = LOGIN_THROTTLED_MESSAGE`), when it is one. */
    const parameterDefault = (node: ts.Expression): ts.Expression | undefined => {
      if (!ts.isIdentifier(node)) return undefined;
      let owner: ts.Node | undefined = node.parent;
      while (owner && !ts.isFunctionLike(owner)) owner = owner.parent;
      if (!owner || !ts.isFunctionLike(owner)) return undefined;
      return owner.parameters.find((parameter) => parameter.name.getText(source) === node.text)
        ?.initializer;
    };

    const visit = (node: ts.Node) => {
      if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.arguments) {
        const callee = node.expression.getText(source);
        const args = node.arguments;
        const { line: callLine } = source.getLineAndCharacterOfPosition(node.getStart(source));
        const callWhere = `${relative(SERVER_SOURCE, path)}:${callLine + 1}`;
        // The fixed text before a wait ("... Try again in 5 minutes."): sent, and translated
        // on its own (a parameter's default when the call passes its own on, or `undefined`).
        const isPart = callee === 'tryAgainError' || callee.endsWith('.beginAttempt');
        if (isPart && args.length >= 2 && args[1]!.getText(source) !== 'undefined') {
          const part = args[1]!;
          const found = resolve(parameterDefault(part) ?? part);
          if (found)
            for (const text of found) texts.set(text, [...(texts.get(text) ?? []), callWhere]);
          else built.push(`${callWhere}  ${part.getText(source)}`);
        }
        if (callee === 'templateError' && args.length >= 3) {
          const found = resolve(args[1]!);
          const sent = namesOf(args[2]);
          if (found && sent) for (const template of found) addTemplate(template, callWhere, sent);
          else built.push(`${callWhere}  ${node.getText(source).replace(/\s+/g, ' ')}`);
        }
        if (callee === 'messageError' && args.length >= 2) {
          const template = templateOf(args[1]!);
          if (template) addTemplate(template, callWhere, fieldsOf(template));
          else built.push(`${callWhere}  ${node.getText(source).replace(/\s+/g, ' ')}`);
        }
        let message: ts.Expression | undefined;
        let made = (text: string) => text;
        if ((callee === 'AppError' || callee === 'answerFor') && args.length >= 2) {
          message = args[1];
        } else if (PASSED_ON_ERRORS.has(callee) && ts.isNewExpression(node) && args.length >= 1) {
          message = args[0];
          // A text that names something, with its values as the error's params: a template.
          const made = message && ts.isCallExpression(message) ? message : undefined;
          const filled =
            made?.expression.getText(source) === 'fillMessage'
              ? resolve(made.arguments[0]!)
              : undefined;
          const template = made && templateOf(made.expression);
          if (args.length >= 2 && (filled || template)) {
            if (filled)
              for (const text of filled)
                addTemplate(text, callWhere, namesOf(made!.arguments[1]) ?? []);
            if (template) addTemplate(template, callWhere, fieldsOf(template));
            message = undefined;
          }
        } else if (MESSAGE_HELPERS.has(callee) && args.length >= 1) {
          message = args[0];
          // The platform's notFound(what) says "<what> not found."; a module's own takes the text.
          if (callee === 'notFound' && !ownHelpers.has('notFound'))
            made = (what) => `${what} not found.`;
        }
        // A helper's own definition passes its parameter on (the message, or the template it
        // fills, or the contracts' message it calls): not a text of its own.
        const isParameter = message !== undefined && passesOnParameter(message);
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
  return { texts, templates, built, unfilled };
}

const CONTRACTS_SOURCE = join(
  __dirname,
  '..',
  '..',
  '..',
  '..',
  '..',
  'packages',
  'contracts',
  'src',
);

/** zod's checks whose arguments may carry the message (`.max(200, 'A name must be...')`). */
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'regex', 'refine', 'email', 'url', 'int']);

/**
 * The contracts' own texts for form validation, read from their source: a check's message
 * (`.max(n, text)`, `{ message: text }`, `{ error: text }`) and requiredText's two texts, where
 * the text is a literal or a contracts' constant. What a form shows under a field (fieldErrorsOf).
 */
export function readContractValidationTexts(): Map<string, string> {
  const found = new Map<string, string>();
  const isMessage = (text: string) => /\s/.test(text) && /[.?!]$/.test(text);
  for (const name of readdirSync(CONTRACTS_SOURCE)) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    const path = join(CONTRACTS_SOURCE, name);
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const constants = new Map<string, unknown>();
    const resolve = (node: ts.Node): string | undefined => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
      // `at most ${CHAT_CONTENT_MAX_LENGTH} characters`: the limits are the contracts' constants.
      if (ts.isTemplateExpression(node)) {
        let text = node.head.text;
        for (const span of node.templateSpans) {
          const value = ts.isIdentifier(span.expression)
            ? (constants.get(span.expression.text) ?? contractValue(span.expression.text))
            : undefined;
          if (typeof value !== 'string' && typeof value !== 'number') return undefined;
          text += String(value) + span.literal.text;
        }
        return text;
      }
      const value = ts.isIdentifier(node)
        ? contractValue(node.text)
        : ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)
          ? (contractValue(node.expression.text) as Record<string, unknown> | undefined)?.[
              node.name.text
            ]
          : undefined;
      return typeof value === 'string' ? value : undefined;
    };
    const visit = (node: ts.Node) => {
      // The file's own numbers (`const NAME_MAX = 100`), for the texts that name them.
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        if (ts.isNumericLiteral(node.initializer))
          constants.set(node.name.text, Number(node.initializer.text.replace(/_/g, '')));
      }
      const candidates: ts.Node[] = [];
      if (ts.isPropertyAssignment(node) && ['message', 'error'].includes(node.name.getText(source)))
        candidates.push(node.initializer);
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(callee.name.text))
          candidates.push(...node.arguments);
        if (ts.isIdentifier(callee) && callee.text === 'requiredText')
          candidates.push(...node.arguments);
      }
      for (const candidate of candidates) {
        const text = resolve(candidate);
        if (text && isMessage(text)) found.set(text, name);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
