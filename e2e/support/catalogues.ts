import fs from 'node:fs';
import path from 'node:path';

// Which languages' texts a built chunk holds: the web's locale files and the contract's messages,
// as the i18n backend's table of loaders in the entry chunk names their chunks
// (`"../locales/ko/home.json":()=>…import(`./home-1a2b.js`)`, `"messages/ko":()=>…`), and, for
// the contract's messages imported any other way, the chunks' source maps (`messages/ko.ts`).
// English's `common`, which the entry chunk itself holds on purpose (the default language's first
// texts, and what shows should a reader's fail to load: decision 51), is no download of its own.

const ASSETS = path.resolve(import.meta.dirname, '../../apps/web/dist/assets');

export interface Catalogue {
  language: string;
  /** The namespace (`messages` for the contract's). */
  namespace: string;
}

/** The file name of a chunk of the build, from its URL (`/assets/ko-1a2b.js`). */
export const fileOf = (url: string) => new URL(url).pathname.replace(/^\/assets\//, '');

let loaders: Map<string, Catalogue[]> | undefined;

/** The chunks the i18n backend loads, each with the catalogues it is loaded for. */
function loaderTable(): Map<string, Catalogue[]> {
  if (loaders) return loaders;
  loaders = new Map();
  const html = fs.readFileSync(path.join(ASSETS, '../index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('No entry script in the build’s index.html: build first.');
  const code = fs.readFileSync(path.join(ASSETS, entry), 'utf8');
  const pattern =
    /["'`](?:\.\.\/locales\/([\w-]+)\/([\w-]+)\.json|messages\/([\w-]+))["'`]\s*:[^,]*?import\(\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
  for (const [, language, namespace, messagesOf, file] of code.matchAll(pattern)) {
    const catalogue = messagesOf
      ? { language: messagesOf, namespace: 'messages' }
      : { language: language!, namespace: namespace! };
    loaders.set(file!, [...(loaders.get(file!) ?? []), catalogue]);
  }
  if (loaders.size === 0) throw new Error(`No translation loaders found in ${entry}: the check would see nothing.`);
  return loaders;
}

const MESSAGES_SOURCE = /\/contract\/src\/messages\/(en|ko|zh-CN|vi|ja)\.ts$/;
const cache = new Map<string, Catalogue[]>();

/** The catalogues a chunk of the build holds, by its URL; none for other files. */
export function cataloguesOf(url: string): Catalogue[] {
  const file = fileOf(url);
  if (!file.endsWith('.js') || file.includes('/')) return [];
  let found = cache.get(file);
  if (!found) {
    const map = path.join(ASSETS, `${file}.map`);
    const sources = fs.existsSync(map)
      ? ((JSON.parse(fs.readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [])
      : [];
    const fromSources = sources.flatMap((source) => {
      const language = MESSAGES_SOURCE.exec(source)?.[1];
      return language ? [{ language, namespace: 'messages' }] : [];
    });
    const all = [...(loaderTable().get(file) ?? []), ...fromSources];
    found = all.filter((c, i) => all.findIndex((o) => o.language === c.language && o.namespace === c.namespace) === i);
    cache.set(file, found);
  }
  return found;
}
