#!/usr/bin/env node
// Runs every test layer in order and prints one closing line "N passed, N failed".
// Usage: node scripts/test.mjs [--layers lint,typecheck,unit,build,e2e] [--tag name] [--specs a.spec.ts,…]
//        [--files-from apps/server/postgres-tests.json]
// Each run also writes .test-results/summary-<tag>.json so .ci/run can total several runs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.test-results');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const layers = option('layers', 'lint,typecheck,unit,build,e2e').split(',');
const tag = option('tag', 'default');
/** End-to-end spec files to run (under e2e/); all of them when not given. */
const specs = option('specs', '')
  .split(',')
  .filter(Boolean)
  .map((spec) => path.join('e2e', spec));
/** Vitest files to run, from a JSON file's `files` (paths under its folder); all of them when not given. */
const filesFrom = option('files-from', '');
const vitestFiles = filesFrom
  ? JSON.parse(fs.readFileSync(path.resolve(root, filesFrom), 'utf8')).files.map((file) =>
      path.join(path.dirname(filesFrom), file),
    )
  : [];
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

fs.mkdirSync(resultsDir, { recursive: true });

function run(title, command, commandArgs, extraEnv = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Runs checks side by side (each mostly waits on one core), printing each one's output whole once
 * it ends, so their lines do not mix. Resolves to whether each passed.
 */
/** The titles of the tests of a Playwright JSON report that failed once and passed on their retry. */
function flakyTests(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'flaky')) titles.push([...path, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

async function runTogether(checks) {
  const finished = checks.map(
    ({ title, command, commandArgs }) =>
      new Promise((resolve) => {
        const child = spawn(command, commandArgs, { cwd: root, env: process.env });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code) => {
          console.log(`\n=== ${title} ===`);
          process.stdout.write(Buffer.concat(output));
          resolve(code === 0);
        });
      }),
  );
  return Promise.all(finished);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const report = [];
function record(layer, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  report.push({ layer, passed, failed, skipped });
}
/** A check without its own count (lint, types, build) counts as one test. */
const check = (layer, ok) => record(layer, ok ? 1 : 0, ok ? 0 : 1);

const staticChecks = {
  lint: [
    { name: 'lint', title: 'lint (eslint)', command: bin('eslint'), commandArgs: ['.', '--max-warnings=0'] },
    { name: 'unused', title: 'unused files and exports (knip)', command: bin('knip'), commandArgs: [] },
  ],
  typecheck: [{ name: 'typecheck', title: 'typecheck (tsc -b)', command: bin('tsc'), commandArgs: ['-b'] }],
};
// Lint, the unused-code check and the type check read the same sources and need nothing else:
// they run together.
const together = layers.filter((layer) => layer in staticChecks).flatMap((layer) => staticChecks[layer]);
if (together.length > 0) {
  const results = await runTogether(together);
  together.forEach(({ name }, i) => check(name, results[i]));
}

for (const layer of layers) {
  switch (layer) {
    case 'lint':
    case 'typecheck':
      break;
    case 'unit':
    case 'server': {
      const file = path.join(resultsDir, `vitest-${tag}-${layer}.json`);
      fs.rmSync(file, { force: true });
      const projectArgs = layer === 'server' ? ['--project', 'server', '--project', 'server-fresh'] : [];
      const ok = run(
        `${layer === 'server' ? 'server' : 'contract, server, web and scripts'} tests (vitest)`,
        bin('vitest'),
        ['run', ...projectArgs, ...vitestFiles, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      );
      const json = readJson(file);
      if (json) {
        record(
          layer,
          json.numPassedTests,
          json.numFailedTests + (ok || json.numFailedTests ? 0 : 1),
          json.numPendingTests + json.numTodoTests,
        );
      } else {
        check(layer, false);
      }
      break;
    }
    case 'build':
      check('build', run('build', 'npm', ['run', 'build']));
      break;
    case 'e2e': {
      // One report per tag, so the PostgreSQL pass does not overwrite the PGlite pass's timings.
      const file = path.join(resultsDir, `e2e-${tag}.json`);
      fs.rmSync(file, { force: true });
      const ok = run('end-to-end tests (playwright)', bin('playwright'), ['test', ...specs], {
        E2E_JSON_REPORT: file,
        E2E_OUTPUT_DIR: path.join('test-results', tag),
      });
      const json = readJson(file);
      if (json?.stats) {
        const { expected, unexpected, flaky, skipped } = json.stats;
        for (const title of flakyTests(json)) console.log(`flaky (failed, then passed on its retry): ${title}`);
        record('e2e', expected + flaky, unexpected + (ok || unexpected ? 0 : 1), skipped);
      } else {
        check('e2e', false);
      }
      break;
    }
    default:
      console.error(`unknown layer: ${layer}`);
      process.exit(2);
  }
}

fs.writeFileSync(path.join(resultsDir, `summary-${tag}.json`), JSON.stringify({ ...totals, layers: report }, null, 2));
console.log('\n=== summary ===');
for (const r of report)
  console.log(`${r.layer}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
