import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The editor's fonts (spec 2 §2), from the same @fontsource packages the web app ships: PDF
 * exports embed the ones a document uses as data: URLs, since the page has no network. Courier
 * New is not free; Debian's Liberation Mono has its metrics.
 */
const FONT_PACKAGES: Record<string, string> = {
  Roboto: '@fontsource/roboto',
  Merriweather: '@fontsource/merriweather',
  'Playfair Display': '@fontsource/playfair-display',
  Montserrat: '@fontsource/montserrat',
  Lora: '@fontsource/lora',
};

const VARIANTS = [
  { weight: 400, style: 'normal' },
  { weight: 700, style: 'normal' },
  { weight: 400, style: 'italic' },
  { weight: 700, style: 'italic' },
] as const;

const require = createRequire(import.meta.url);
const faces = new Map<string, Promise<string>>();

async function loadFaces(family: string, packageName: string): Promise<string> {
  const directory = path.join(
    path.dirname(require.resolve(`${packageName}/package.json`)),
    'files',
  );
  const base = packageName.split('/')[1]!;
  const rules = await Promise.all(
    VARIANTS.map(async ({ weight, style }) => {
      const file = path.join(directory, `${base}-latin-${weight}-${style}.woff2`);
      const bytes = await readFile(file).catch(() => undefined);
      if (!bytes) return '';
      return (
        `@font-face{font-family:'${family}';font-style:${style};font-weight:${weight};` +
        `font-display:block;src:url(data:font/woff2;base64,${bytes.toString('base64')}) format('woff2')}`
      );
    }),
  );
  return rules.join('\n');
}

/** @font-face rules for the editor fonts this HTML names (read once, then kept). */
export async function fontFacesFor(html: string): Promise<string> {
  const used = Object.entries(FONT_PACKAGES).filter(([family]) => html.includes(family));
  const rules = await Promise.all(
    used.map(([family, packageName]) => {
      let loading = faces.get(family);
      if (!loading) {
        loading = loadFaces(family, packageName);
        faces.set(family, loading);
      }
      return loading;
    }),
  );
  return rules.join('\n');
}

/** The stack a family stands for in exports (Courier New falls back to its metric twin). */
export const MONOSPACE_STACK = "'Courier New', 'Liberation Mono', 'DejaVu Sans Mono', monospace";
