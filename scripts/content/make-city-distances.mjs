// Prints the pairs of src/features/estimate/settings/city-distances.ts (see scripts/content/city-distances.mjs for how).
// Run: node scripts/content/make-city-distances.mjs
import { cityDistancePairs } from './city-distances.mjs';

for (const [from, to, km] of cityDistancePairs()) console.log(`  ['${from}', '${to}', ${km}],`);
