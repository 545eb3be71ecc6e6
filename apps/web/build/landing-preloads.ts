import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { landingScreens } from '../src/app/landing-screens.ts';

/** A file the browser should fetch with the entry: a module, or a style sheet. */
interface Preload {
  href: string;
  as: 'script' | 'style';
}

/** By route path, then by language: what `landing-preloads.json` holds for the server. */
export type LandingPreloads = Record<string, Record<string, Preload[]>>;

const LANDING_PRELOADS_FILE = 'landing-preloads.json';

interface Chunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes `landing-preloads.json`: for each landing screen (landing-screens.ts) and language, the
 * chunks and style sheets its first render needs beyond the entry's own: the screen's chunk with
 * what it imports, and its texts in that language. The server puts them in the page's head.
 */
export function landingPreloads(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'moim-landing-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const closure = (start: Chunk, into = new Set<Chunk>()): Set<Chunk> => {
        if (into.has(start)) return into;
        into.add(start);
        for (const file of start.imports) closure(chunks.get(file)!, into);
        return into;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('landing-preloads: the build has no entry chunk');
      const loadedFirst = closure(entry);
      const chunkOf = (file: string) => {
        const id = path.resolve(root, file);
        const all = [...chunks.values()];
        return all.find((chunk) => chunk.facadeModuleId === id) ?? all.find((chunk) => chunk.moduleIds.includes(id));
      };
      const preloadsOf = (files: string[]): Preload[] => {
        const needed = new Set<Chunk>();
        for (const file of files) {
          const chunk = chunkOf(file);
          if (!chunk) throw new Error(`landing-preloads: ${file} is not in the build`);
          closure(chunk, needed);
        }
        const extra = [...needed].filter((chunk) => !loadedFirst.has(chunk));
        return [
          ...extra
            .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
            .map((css) => ({ href: css, as: 'style' as const })),
          ...extra.map((chunk) => ({ href: chunk.fileName, as: 'script' as const })),
        ].map((preload) => ({ ...preload, href: `${base}${preload.href}` }));
      };

      const languages = fs
        .readdirSync(path.join(root, 'src/locales'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
      const textFile = (language: string, namespace: string) => `src/locales/${language}/${namespace}.json`;
      const result: LandingPreloads = {};
      for (const screen of Object.values(landingScreens)) {
        const screenChunk = chunkOf(screen.module);
        if (!screenChunk || screenChunk.facadeModuleId !== path.resolve(root, screen.module)) {
          throw new Error(`landing-preloads: ${screen.module} is not a lazily loaded screen of its own`);
        }
        result[screen.path] = Object.fromEntries(
          languages.map((language) => [
            language,
            preloadsOf([
              screen.module,
              // A language's common texts load before the first render (English's are in the entry).
              textFile(language, 'common'),
              ...screen.namespaces.map((namespace) => textFile(language, namespace)),
              ...(screen.withMessages ? [`../../packages/contract/src/messages/${language}.ts`] : []),
            ]),
          ]),
        );
      }
      this.emitFile({ type: 'asset', fileName: LANDING_PRELOADS_FILE, source: JSON.stringify(result) });
    },
  };
}
