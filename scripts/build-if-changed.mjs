#!/usr/bin/env node
// Builds (npm run build) only when the build's inputs changed since the last successful build, so
// `npm start` on an unchanged checkout starts at once (decision 40).
//
//   node scripts/build-if-changed.mjs           build if needed, saying which in one line
//   node scripts/build-if-changed.mjs --stamp   record the current inputs as built (npm run build's last step)
//
// The inputs are hashed by content, not modification time: a fresh clone or a `git checkout`
// touches every file without changing any. The hash is kept in apps/server/dist/build-inputs.sha256,
// written only after a build succeeded and removed before one starts, so a failed build leaves none.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Files at the root that the build reads (workspaces, dependencies, the TypeScript settings). */
const ROOT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.json'];
/** Folders whose files are inputs, all the way down, but for what SKIPPED_* leaves out. */
const INPUT_FOLDERS = ['apps', 'packages'];
/** Folders the build does not read: installed packages, outputs, local data, test helpers. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results', 'test', '.vite']);
/** Files the build does not read: tests and their settings. */
const SKIPPED_FILES = [/\.test\.tsx?$/, /^vitest\.config\.ts$/, /\.tsbuildinfo$/];

/** The build's outputs: without any of them the build runs whatever the stamp says. */
export const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js', 'apps/server/dist/cluster.js'];
export const STAMP = 'apps/server/dist/build-inputs.sha256';

/** Every input file of the build under `root`, as sorted paths relative to it (with `/`). */
function inputFiles(root) {
  const files = ROOT_FILES.filter((file) => fs.existsSync(path.join(root, file)));
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(relative);
      } else if (entry.isFile() && !SKIPPED_FILES.some((pattern) => pattern.test(entry.name))) {
        files.push(relative);
      }
    }
  };
  for (const dir of INPUT_FOLDERS) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return files.sort();
}

/** One hash of the names and contents of every input file. */
function inputsHash(root) {
  const hash = crypto.createHash('sha256');
  for (const file of inputFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Records `hash` as the inputs of the build now in the output folders. */
function writeStamp(root, hash = inputsHash(root)) {
  fs.mkdirSync(path.dirname(path.join(root, STAMP)), { recursive: true });
  fs.writeFileSync(path.join(root, STAMP), `${hash}\n`);
}

function readStamp(root) {
  try {
    return fs.readFileSync(path.join(root, STAMP), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Runs the real build; answers whether it succeeded. */
const npmRunBuild = (root) => spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status === 0;

/**
 * Builds when an output is missing or the inputs differ from the stamp's; answers what it did:
 * 'up to date', 'built' or 'failed'. `build(root)` answers whether the build succeeded.
 */
export function buildIfChanged({ root = ROOT, build = npmRunBuild, log = console.log } = {}) {
  const hash = inputsHash(root);
  const missing = OUTPUTS.filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length === 0 && readStamp(root) === hash) {
    log('build is up to date');
    return 'up to date';
  }
  log(missing.length ? `${missing[0]} is missing: building` : 'sources changed: building');
  // A stamp left from an earlier build must not vouch for outputs this build may half replace.
  fs.rmSync(path.join(root, STAMP), { force: true });
  if (!build(root)) return 'failed';
  writeStamp(root, hash);
  return 'built';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--stamp')) {
    writeStamp(ROOT);
  } else if (buildIfChanged() === 'failed') {
    console.error('The build failed: not starting.');
    process.exit(1);
  }
}
