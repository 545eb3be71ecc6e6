// Bundles the server's own code (and the contract package) into dist/main.js, and the launcher
// of several processes (npm run start:cluster) into dist/cluster.js; every npm dependency stays
// external and is loaded from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@moim/'));

await build({
  entryPoints: ['main', 'cluster'].map((name) => new URL(`./src/${name}.ts`, import.meta.url).pathname),
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
