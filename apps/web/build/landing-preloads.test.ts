import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingScreens } from '../src/app/landing-screens.ts';
import { landingPreloads, type LandingPreloads } from './landing-preloads.ts';

const root = path.resolve(import.meta.dirname, '..');
const id = (file: string) => path.resolve(root, file);
const languages = fs
  .readdirSync(path.join(root, 'src/locales'), { withFileTypes: true })
  .filter((e) => e.isDirectory());

interface FakeChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata: { importedCss: Set<string> };
}

function chunk(fileName: string, modules: string[], options: Partial<FakeChunk> & { css?: string[] } = {}): FakeChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry: false,
    facadeModuleId: modules[0] ? id(modules[0]) : null,
    moduleIds: modules.map(id),
    imports: [],
    ...options,
    viteMetadata: { importedCss: new Set(options.css ?? []) },
  };
}

/** A build like the real one: an entry with English common texts, screens sharing a cards chunk. */
function fakeBundle(): Record<string, FakeChunk> {
  const chunks = [
    chunk('assets/runtime.js', []),
    chunk('assets/index.js', ['index.html', 'src/locales/en/common.json'], {
      isEntry: true,
      imports: ['assets/runtime.js'],
      css: ['assets/index.css'],
    }),
    chunk('assets/cards.js', ['src/components/EventCard.tsx'], {
      imports: ['assets/index.js'],
      css: ['assets/cards.css'],
    }),
    chunk('assets/HomeScreen.js', [landingScreens.home.module], {
      imports: ['assets/index.js', 'assets/cards.js'],
      css: ['assets/HomeScreen.css'],
    }),
    chunk('assets/AllEventsScreen.js', [landingScreens.allEvents.module], { imports: ['assets/cards.js'] }),
    chunk('assets/EventPage.js', [landingScreens.event.module], { imports: ['assets/cards.js', 'assets/runtime.js'] }),
  ];
  for (const { name: language } of languages) {
    // Messages come in a chunk named after the language, shared with the forms.
    chunks.push(chunk(`assets/messages-${language}.js`, [`../../packages/contract/src/messages/${language}.ts`]));
    for (const namespace of ['common', ...Object.values(landingScreens).flatMap((screen) => screen.namespaces)]) {
      if (language === 'en' && namespace === 'common') continue;
      chunks.push(chunk(`assets/${namespace}-${language}.js`, [`src/locales/${language}/${namespace}.json`]));
    }
  }
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

function run(bundle: Record<string, FakeChunk>): LandingPreloads {
  const plugin = landingPreloads();
  (plugin.configResolved as (config: { root: string; base: string }) => void)({ root, base: '/' });
  let written = '';
  const context = { emitFile: (file: { source: string }) => (written = file.source) };
  (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call(context, {}, bundle);
  return JSON.parse(written) as LandingPreloads;
}

describe('the landing screens’ preloads the build writes for the server', () => {
  it("lists a screen's chunks and style sheets beyond the entry's, and its texts in each language", () => {
    const preloads = run(fakeBundle());
    expect(preloads['/']!.en).toEqual([
      { href: '/assets/HomeScreen.css', as: 'style' },
      { href: '/assets/cards.css', as: 'style' },
      { href: '/assets/HomeScreen.js', as: 'script' },
      { href: '/assets/cards.js', as: 'script' },
      { href: '/assets/home-en.js', as: 'script' },
      { href: '/assets/eventList-en.js', as: 'script' },
    ]);
    // Korean's common texts are not in the entry; home loads no messages.
    expect(preloads['/']!.ko!.map((p) => p.href)).toEqual([
      '/assets/HomeScreen.css',
      '/assets/cards.css',
      '/assets/HomeScreen.js',
      '/assets/cards.js',
      '/assets/common-ko.js',
      '/assets/home-ko.js',
      '/assets/eventList-ko.js',
    ]);
    // The event page loads the messages too.
    expect(preloads['/events/:eventId']!.vi!.map((p) => p.href)).toContain('/assets/messages-vi.js');
    expect(Object.keys(preloads['/allEvents']!).sort()).toEqual(languages.map((l) => l.name).sort());
  });

  it('fails the build when a landing screen is not a lazily loaded chunk of its own', () => {
    const bundle = fakeBundle();
    delete bundle['assets/EventPage.js'];
    expect(() => run(bundle)).toThrow(/EventPage\.tsx/);
  });
});
