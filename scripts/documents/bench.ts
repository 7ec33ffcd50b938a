// npm run bench:documents: p95 time and peak memory to draw each document of the sample move,
// the packing list with 150 packages. Goal (issue 25): ≤ 300 ms and ≤ 80 MB added memory.
import { drawDocument } from '@/features/documents/server/draw';
import { packingListOf, samples } from './sample-move';

const RUNS = Number(process.env.RUNS ?? 30);
const MB = 1024 * 1024;
const documents = [...samples.filter((s) => s.kind !== 'packing-list'), packingListOf(150)];

// The fonts and the code are loaded once per process, as in the app: not counted.
await drawDocument(documents[0]!);
globalThis.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;

console.log(`kind                    bytes   p50 ms  p95 ms  max ms`);
for (const snapshot of documents) {
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const bytes = await drawDocument(snapshot);
    times.push(performance.now() - start);
    size = bytes.length;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  const label = snapshot.kind === 'packing-list' ? 'packing-list×150' : snapshot.kind;
  console.log(
    `${label.padEnd(16)}${String(size).padStart(13)} ${at(0.5).toFixed(0).padStart(8)} ${at(0.95).toFixed(0).padStart(7)} ${at(1).toFixed(0).padStart(7)}`,
  );
}
console.log(
  `peak memory added (RSS): ${((peak - baseline) / MB).toFixed(1)} MB over ${RUNS} runs each`,
);
