// What `/` and `/allEvents` download before any interaction, gzip-compressed, against the budget.
//
//   npm run build && npm run bench:bundle        (or: node bench/bundle-size.mjs [dist])
//
// Reads the Vite build (apps/web/dist): index.html's entry script, modulepreloads and stylesheets,
// the entry's static imports (recursively), then for each route the lazily loaded route chunk the
// router imports on first render, with its static imports and the CSS Vite preloads for it, and
// the translation namespaces (English) those screens ask for. Exits 1 when over budget or when a
// chunk of those sets holds the rich-text editor (TipTap/ProseMirror), the map (Leaflet) or the
// socket client (socket.io-client/engine.io); 2 when the build is missing or cannot be read.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? path.join(ROOT, 'apps/web/dist'));
const BUDGET = { js: 135 * 1024, css: 20 * 1024 };
const ROUTES = ['/', '/allEvents'];

/** Libraries that must never load before interaction, by source path (source maps) and by text. */
const FORBIDDEN = [
  {
    name: 'rich-text editor (TipTap/ProseMirror)',
    source: /node_modules\/(@tiptap\/|prosemirror-)/,
    text: /\bProseMirror\b|prosemirror-|@tiptap\//,
  },
  {
    name: 'map (Leaflet)',
    source: /node_modules\/(leaflet|react-leaflet|@react-leaflet)\//,
    text: /leaflet-(?:container|pane|tile)|\bLeaflet\b/,
  },
  {
    name: 'socket client (socket.io-client)',
    source: /node_modules\/(socket\.io-client|engine\.io-client|socket\.io-parser)\//,
    text: /engine\.io|["'`]EIO["'`]|\.EIO\b/,
  },
];

function fail(message, code = 2) {
  console.error(message);
  process.exit(code);
}

const indexHtml = path.join(DIST, 'index.html');
if (!fs.existsSync(indexHtml)) fail(`${path.relative(ROOT, indexHtml)} is missing: run \`npm run build\` first.`);
const html = fs.readFileSync(indexHtml, 'utf8');

/** A built file's path from an URL or import specifier as written in the build. */
function resolveAsset(specifier, fromFile) {
  if (specifier.startsWith('/')) return path.join(DIST, specifier);
  if (specifier.startsWith('assets/')) return path.join(DIST, specifier);
  return path.resolve(path.dirname(fromFile), specifier);
}

const cache = new Map();
function read(file) {
  if (!cache.has(file)) {
    if (!fs.existsSync(file)) fail(`The build references ${path.relative(DIST, file)}, which is not there: rebuild.`);
    cache.set(file, fs.readFileSync(file));
  }
  return cache.get(file);
}

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` of a chunk. */
function staticImports(file) {
  const code = read(file).toString('utf8');
  const found = new Set();
  const pattern = /(?:^|[;\s})])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'`])(\.{1,2}\/[^"'`\s]+\.js)\1/g;
  for (const match of code.matchAll(pattern)) found.add(resolveAsset(match[2], file));
  return [...found];
}

/** The file and every file it statically imports, recursively. */
function closure(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of staticImports(file)) visit(dep);
  };
  files.forEach(visit);
  return seen;
}

// index.html: the entry script, modulepreloads, stylesheets.
const attr = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`).exec(tag)?.[1];
const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
const entry = tags
  .filter((t) => t.startsWith('<script') && /type=["']module["']/.test(t))
  .map((t) => attr(t, 'src'))
  .filter(Boolean);
if (entry.length !== 1) fail(`Expected one module entry script in index.html, found ${entry.length}.`);
const entryFile = resolveAsset(entry[0], indexHtml);
const preloads = tags
  .filter((t) => /rel=["']modulepreload["']/.test(t))
  .map((t) => resolveAsset(attr(t, 'href'), indexHtml));
const stylesheets = tags
  .filter((t) => /rel=["']stylesheet["']/.test(t))
  .map((t) => resolveAsset(attr(t, 'href'), indexHtml));
const initialJs = closure([entryFile, ...preloads]);

/** Vite's table of preload dependencies in a chunk: `m.f=["assets/a.js","assets/a.css",…]`. */
function depsTable(code) {
  const match =
    /__vite__mapDeps\s*=\s*\([^)]*\)\s*=>\s*[^[]*?\[([^\]]*)\]/.exec(code) ??
    /m\.f\s*\|\|\s*\(m\.f\s*=\s*\[([^\]]*)\]/.exec(code);
  if (!match) return [];
  return [...match[1].matchAll(/(["'`])([^"'`]+)\1/g)].map((m) => m[2]);
}

/** The end of the object literal that starts at `open` (a `{`), skipping strings. */
function objectEnd(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return code.length;
}

/** The route object for `route` in the router's chunk, and what its lazy import loads. */
function routeChunk(route) {
  const escaped = route.replace(/[/]/g, '\\/');
  const pattern = new RegExp(`path\\s*:\\s*(["'\`])${escaped}\\1`, 'g');
  let found = null;
  for (const file of initialJs) {
    const code = read(file).toString('utf8');
    // The first object with this path that imports a screen: the route (other objects may name the
    // path too, as the list of landing screens does).
    let lazy = null;
    let body = '';
    for (const match of code.matchAll(pattern)) {
      const open = code.lastIndexOf('{', match.index);
      body = code.slice(open, objectEnd(code, open));
      lazy = /import\(\s*(["'`])(\.{1,2}\/[^"'`]+\.js)\1\s*\)/.exec(body);
      found ??= { file, lazy: null, deps: [] };
      if (lazy) break;
    }
    if (!lazy) continue;
    const table = depsTable(code);
    const indexes = /__vite__mapDeps\(\s*\[([\d,\s]*)\]\s*\)/.exec(body)?.[1] ?? '';
    const deps = indexes
      .split(',')
      .filter((s) => s.trim())
      .map((i) => table[Number(i)])
      .filter(Boolean)
      .map((d) => resolveAsset(d, file));
    return { file, lazy: resolveAsset(lazy[2], file), deps };
  }
  return found;
}

/** Source files of a chunk, from its source map when the build has one. */
function sourcesOf(file) {
  const map = `${file}.map`;
  if (!fs.existsSync(map)) return null;
  try {
    const parsed = JSON.parse(fs.readFileSync(map, 'utf8'));
    return { sources: parsed.sources ?? [], contents: parsed.sourcesContent ?? [] };
  } catch {
    return null;
  }
}

/**
 * Translation namespaces (English) the chunks' own source asks for with useTranslation(…), as the
 * chunks the i18n backend imports for them: its `import.meta.glob` map in the built code reads
 * `"../locales/en/home.json":()=>…import("./home-….js")`.
 */
function namespaceChunks(files) {
  const wanted = new Set();
  for (const file of files) {
    const map = sourcesOf(file);
    if (!map) continue;
    map.sources.forEach((source, i) => {
      if (source.includes('node_modules')) return;
      const text = map.contents[i] ?? '';
      for (const m of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|["'`][^"'`]+["'`])/g)) {
        for (const ns of m[1].matchAll(/["'`]([\w-]+)["'`]/g)) wanted.add(ns[1]);
      }
    });
  }
  const chunks = new Set();
  for (const file of files) {
    const code = read(file).toString('utf8');
    for (const m of code.matchAll(
      /["'`](?:\.\.?\/)*locales\/en\/([\w-]+)\.json["'`]\s*:[^,}]*?import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g,
    )) {
      if (wanted.has(m[1])) chunks.add(resolveAsset(m[2], file));
    }
  }
  return [...chunks];
}

const B64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/** Generated bytes of a chunk per source file, from its source map's mappings. */
function bytesBySource(file) {
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) return null;
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const lines = read(file).toString('utf8').split('\n');
  const totals = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, row) => {
    const text = lines[row] ?? '';
    let column = 0;
    const segments = [];
    for (const segment of line.split(',').filter(Boolean)) {
      const values = [];
      let value = 0;
      let shift = 0;
      for (const c of segment) {
        const digit = B64[c];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push({ column, source: values.length > 1 ? source : -1 });
    }
    segments.forEach((seg, i) => {
      const end = segments[i + 1]?.column ?? text.length;
      const name = seg.source >= 0 ? (map.sources[seg.source] ?? '?') : '(generated)';
      totals.set(name, (totals.get(name) ?? 0) + Math.max(0, end - seg.column));
    });
  });
  return totals;
}

/** A source path as a package name (node_modules) or its folder in the app. */
function owner(source) {
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (nm) return nm[1];
  const pkg = /packages\/([^/]+)/.exec(source);
  if (pkg) return `packages/${pkg[1]}`;
  const app = /(?:^|\/)src\/((?:[^/]+\/)?)[^/]*?(?:\/|$)/.exec(source);
  if (app)
    return `apps/web/src/${
      source
        .replace(/^.*?src\//, '')
        .split('/')
        .slice(0, -1)
        .slice(0, 2)
        .join('/') || '(root)'
    }`;
  return source.replace(/^(\.\.\/)+/, '');
}

const gz = (file) => gzipSync(read(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let failed = false;
const report = [];
for (const route of ROUTES) {
  const found = routeChunk(route);
  if (!found) fail(`No route with path "${route}" in the entry chunk or its static imports.`);
  const js = new Set(initialJs);
  const css = new Set(stylesheets);
  let note = 'rendered from the entry (no lazy route chunk)';
  if (found.lazy) {
    note = `route chunk ${path.basename(found.lazy)}`;
    for (const f of closure([found.lazy])) js.add(f);
    for (const d of found.deps) (d.endsWith('.css') ? css : js).add(d);
    for (const f of closure([...js])) js.add(f);
  }
  const translations = namespaceChunks(js);
  for (const t of translations) js.add(t);

  const files = [...js].map((f) => ({ file: f, kind: 'js' })).concat([...css].map((f) => ({ file: f, kind: 'css' })));
  const sized = files.map((f) => ({ ...f, raw: read(f.file).length, gz: gz(f.file) })).sort((a, b) => b.gz - a.gz);
  const total = { js: 0, css: 0 };
  for (const f of sized) total[f.kind] += f.gz;

  const forbidden = [];
  for (const f of sized.filter((x) => x.kind === 'js')) {
    const map = sourcesOf(f.file);
    const text = read(f.file).toString('utf8');
    for (const lib of FORBIDDEN) {
      const bySource = map?.sources.find((s) => lib.source.test(s));
      const byText = lib.text.exec(text);
      if (bySource || byText)
        forbidden.push(`${lib.name} in ${path.basename(f.file)} (${bySource ?? `text "${byText[0]}"`})`);
    }
  }
  const overJs = total.js > BUDGET.js;
  const overCss = total.css > BUDGET.css;
  if (overJs || overCss || forbidden.length) failed = true;

  console.log(
    `${route}  (${note}${translations.length ? `; translations: ${translations.map((t) => path.basename(t)).join(', ')}` : ''})`,
  );
  for (const f of sized) {
    console.log(
      `  ${f.kind.padEnd(3)} ${path.relative(DIST, f.file).padEnd(48)} ${kb(f.raw).padStart(10)}  ${kb(f.gz).padStart(9)} gz`,
    );
  }
  console.log(
    `  JavaScript ${kb(total.js)} gz of ${kb(BUDGET.js)} ${overJs ? 'OVER BUDGET' : 'ok'};  CSS ${kb(total.css)} gz of ${kb(BUDGET.css)} ${overCss ? 'OVER BUDGET' : 'ok'}`,
  );
  console.log(
    forbidden.length ? forbidden.map((f) => `  FORBIDDEN: ${f}`).join('\n') : '  no editor, map or socket client',
  );
  if (overJs || process.argv.includes('--why')) {
    // What the JavaScript is made of (minified bytes by package or app folder, before compression).
    const parts = new Map();
    for (const f of sized.filter((x) => x.kind === 'js')) {
      for (const [source, bytes] of bytesBySource(f.file) ?? [])
        parts.set(owner(source), (parts.get(owner(source)) ?? 0) + bytes);
    }
    const sum = [...parts.values()].reduce((a, b) => a + b, 0);
    console.log('  made of (minified, before gzip):');
    for (const [name, bytes] of [...parts].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
      console.log(`    ${kb(bytes).padStart(9)}  ${((bytes / sum) * 100).toFixed(1).padStart(5)}%  ${name}`);
    }
  }
  console.log();
  report.push({ route, js: total.js, css: total.css, forbidden });
}

console.log(
  report
    .map(
      (r) =>
        `${r.route}: ${kb(r.js)} JS gz, ${kb(r.css)} CSS gz${r.forbidden.length ? `, ${r.forbidden.length} forbidden` : ''}`,
    )
    .join(' · '),
);
console.log(
  failed
    ? 'FAIL: over budget or a forbidden library loads before interaction.'
    : `PASS: within budget (${kb(BUDGET.js)} JS gz, ${kb(BUDGET.css)} CSS gz), no editor, map or socket client.`,
);
process.exit(failed ? 1 : 0);
