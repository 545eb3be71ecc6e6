import { brotliCompressSync, gzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { landingPreloads } from './build/landing-preloads.ts';

/** Writes .gz and .br beside each text asset so the server sends them precompressed. */
function precompress(): Plugin {
  return {
    name: 'moim-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir!;
      const walk = (d: string): string[] =>
        fs
          .readdirSync(d, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
      for (const file of walk(dir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
      }
    },
  };
}

const apiTarget = process.env.MOIM_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), landingPreloads(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically loads before the first screen anyway: one
            // chunk compresses better and costs fewer requests than the dozen small ones the
            // bundler would cut it into for sharing with lazy screens (decision 37: 138 → 132 KB gz).
            { name: 'shell', tags: ['$initial'] },
            // The contract's plain values (limits, enums, languages, the return-path and event rules) are used
            // by the first screens; left to the bundler they may share a chunk with the contract's
            // schemas and drag the validation library into the first download.
            // The screens' shared code in a few chunks by purpose instead of two dozen of 1–3 KB: on a
            // slow phone network each request costs a round trip, and the event page's banner could
            // not be drawn before 25 of them had arrived (Lighthouse LCP, decision 37).
            // Radix's dialog and what it is made of, for every dialog.
            {
              name: 'dialog',
              test: /node_modules[\\/](@radix-ui[\\/]react-(dialog|dismissable-layer|focus-scope|portal|focus-guards|presence|id|use-callback-ref|compose-refs|slot|primitive|context|use-layout-effect|use-effect-event|use-controllable-state|use-escape-keydown)|@radix-ui[\\/]primitive|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|get-nonce|detect-node-es)[\\/]/,
            },
            // The event cards and lists of home, the events list and the user pages.
            {
              name: 'cards',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/](EventCard|EventGrid|LineIcon|Pagination)\.tsx|lib[\\/]language-names\.ts|features[\\/]events[\\/]api\.ts)$|packages[\\/]contract[\\/]src[\\/]format\.ts$/,
            },
            // What the event page shares with the review, user and manage screens (not the dialogs,
            // which it loads only when one opens).
            {
              name: 'event-widgets',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/](EventUnavailable|Field|StarRating)\.tsx|components[\\/]return-focus\.ts|lib[\\/](clock|upload|time-zone)\.ts|features[\\/]reviews[\\/](api\.ts|plain-text\.ts|components[\\/](ReviewItem|ReviewPhotos)\.tsx)|features[\\/]share[\\/].*)$/,
            },
            // The sign-in, sign-up and recovery screens' layout, fields and messages, in one file
            // instead of a request for each of them.
            {
              name: 'auth-forms',
              test: /apps[\\/]web[\\/]src[\\/]features[\\/]auth[\\/](messages\.ts|components[\\/](AuthLayout|EmailField|IdField|InputField|PasswordField)\.tsx)$/,
            },
            // The event page's texts (one language's), in one file instead of five round trips. Not
            // `eventList`, which the lists load on their own.
            {
              name: (id: string) => {
                const language = /src[\\/]locales[\\/]([\w-]+)[\\/](?:events|reviews|share|chat|report)\.json$/.exec(
                  id,
                )?.[1];
                return language ? `event-texts-${language}` : null;
              },
            },
            {
              name: 'contract-values',
              test: /packages[\\/]contract[\\/]src[\\/](limits|event-values|post-values|event-rules|participation-rules|user-ids|return-path|messages[\\/]locales)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
