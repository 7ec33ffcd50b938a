// npm test: lint (ESLint, Prettier's check, then knip: unused files, exports and dependencies),
// typecheck, unit + integration (Vitest, SQLite and PostgreSQL when TEST_DATABASE_URL is set),
// then the browser tests. Stops at the first failing stage and ends with each stage's minutes,
// one line counting the tests that ran and, when a stage failed, which (a stage that cannot
// start, e.g. a port taken, fails with no test counted, so the count alone would read "0 failed").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const bin = (name) => path.join('node_modules', '.bin', name);
const results = 'test-results';
fs.mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each stage's label and minutes, printed again together at the end (docs/benchmarks.md). */
const clock = [];
const failedStages = [];
const minutes = (ms) => (ms / 60_000).toFixed(1);

function stage(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  clock.push([label, Date.now() - started]);
  console.log(`▶ ${label}: ${minutes(Date.now() - started)} min`);
  if (result.status !== 0) failedStages.push(label);
  return result.status === 0;
}

function count(file, read) {
  try {
    read(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    // A stage that failed before writing its report has already said why.
  }
}

function finish(ok) {
  console.log('\nStage minutes:');
  for (const [label, ms] of clock) console.log(`  ${minutes(ms).padStart(5)}  ${label}`);
  const total = clock.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`  ${minutes(total).padStart(5)}  npm test in all`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  if (failedStages.length) console.log(`Failed stage: ${failedStages.join(', ')}`);
  process.exit(ok ? 0 : 1);
}

if (!stage('Lint (ESLint)', bin('eslint'), ['.', '--max-warnings=0'])) finish(false);
if (!stage('Format (Prettier)', bin('prettier'), ['--check', '.', '--log-level=warn']))
  finish(false);
if (!stage('Dead code (knip)', bin('knip'), ['--no-progress'])) finish(false);
if (!stage('Typecheck (tsc)', bin('tsc'), ['--noEmit'])) finish(false);

const unitReport = path.join(results, 'unit.json');
const unitOk = stage('Unit and integration tests (Vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${unitReport}`,
]);
count(unitReport, (report) => {
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
});
if (!unitOk) finish(false);

const e2eReports = ['e2e.json', 'e2e-postgres.json'].map((name) => path.join(results, name));
for (const report of e2eReports) fs.rmSync(report, { force: true });
const e2eOk = stage('End-to-end', process.execPath, ['scripts/test/e2e.mjs'], {
  CI: process.env.CI ?? 'true',
});
for (const file of e2eReports)
  count(file, (report) => {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  });
finish(e2eOk);
