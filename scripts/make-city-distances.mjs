// Prints the pairs of src/content/city-distances.ts (see scripts/city-distances.mjs for how).
// Run: node scripts/make-city-distances.mjs
import { cityDistancePairs } from './city-distances.mjs';

for (const [from, to, km] of cityDistancePairs()) console.log(`  ['${from}', '${to}', ${km}],`);
