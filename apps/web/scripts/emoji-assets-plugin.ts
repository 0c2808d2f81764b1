import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Row of emoji-datasource's emoji.json, only the fields read here. */
type DatasourceEmoji = {
  name: string | null;
  unified: string;
  image: string;
  short_names: string[];
  category: string;
  sort_order: number;
  has_img_twitter: boolean;
};

/** One emoji of the picker: the character, its image file, a name and the words it is found by. */
export type EmojiCatalogEntry = {
  char: string;
  image: string;
  name: string;
  keywords: string[];
  category: string;
};

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('emoji-datasource-twitter/package.json'));
const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
};
const imagesDir = path.join(packageDir, 'img', 'twitter', '64');
/** Under assets/ (cached for a year); the version in the path lets an update replace them. */
const IMAGE_DIR = `assets/twemoji-${version}`;

const CATALOG_ID = 'virtual:emoji-catalog';
const IMAGES_ID = 'virtual:emoji-images';

/**
 * The picker's catalogue from emoji-datasource-twitter: every emoji with a Twemoji image, in the
 * Unicode order, skin-tone variants and the bare components left out (the picker offers the
 * default yellow).
 */
export function readEmojiCatalog(): EmojiCatalogEntry[] {
  const rows = JSON.parse(
    readFileSync(path.join(packageDir, 'emoji.json'), 'utf8'),
  ) as DatasourceEmoji[];
  return rows
    .filter((row) => row.has_img_twitter && row.category !== 'Component')
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((row) => ({
      char: String.fromCodePoint(...row.unified.split('-').map((hex) => parseInt(hex, 16))),
      image: row.image,
      name: (row.name ?? row.short_names[0]!).toLowerCase(),
      keywords: row.short_names,
      category: row.category,
    }));
}

/**
 * Ships the Twemoji images (CC-BY 4.0, see docs) with the build instead of a CDN: the build
 * emits every catalogue image under assets/, the dev server serves them from the package, and
 * `virtual:emoji-images` tells the app where they are; `virtual:emoji-catalog` is the picker's
 * data, loaded only with the picker.
 */
export function emojiAssets(): Plugin {
  let base = '/';
  let catalog: EmojiCatalogEntry[] | null = null;
  const readCatalog = () => (catalog ??= readEmojiCatalog());
  return {
    name: 'worksphere-emoji-assets',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === CATALOG_ID || id === IMAGES_ID ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${IMAGES_ID}`) {
        return `export const emojiImageBase = ${JSON.stringify(`${base}${IMAGE_DIR}/`)};`;
      }
      if (id === `\0${CATALOG_ID}`) {
        return `export const emojiCatalog = ${JSON.stringify(readCatalog())};`;
      }
      return null;
    },
    configureServer(server) {
      server.middlewares.use(`${base}${IMAGE_DIR}/`, (request, response, next) => {
        const file = path.basename(request.url?.split('?')[0] ?? '');
        if (!/^[0-9a-f-]+\.png$/.test(file)) return next();
        try {
          const content = readFileSync(path.join(imagesDir, file));
          response.setHeader('content-type', 'image/png');
          response.end(content);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const entry of readCatalog()) {
        this.emitFile({
          type: 'asset',
          fileName: `${IMAGE_DIR}/${entry.image}`,
          source: readFileSync(path.join(imagesDir, entry.image)),
        });
      }
    },
  };
}
