// How bench:phone schedules its loads.

/** Whether a target is a floor (the empty page its routes are judged against). */
export const isFloor = (target) => target.key === target.floorKey;

/** The targets in a new random order (Fisher–Yates). */
function shuffled(list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * `runs` runs of `measure` over `targets`, each result pushed to `loads` under its target's key;
 * returns how many times a run loads each floor.
 *
 * Interleaved (each run goes through every route once and the floor once per `floorEvery` of
 * them) so that a busy minute on a shared machine weighs on the floor and the site alike; in a
 * new order every run, so that no route or build always holds the same place (in a fixed order
 * the first routes after the floor missed most often, docs/benchmarks.md, and a compared build
 * always came second). With one floor load a run, the floor's median of 5 moved by 150 ms
 * between runs of the same build and carried every route's verdict with it.
 */
export async function runInterleaved({ targets, loads, runs, floorEvery, measure }) {
  const floorLoads = Math.max(
    1,
    Math.ceil(targets.filter((target) => !isFloor(target)).length / floorEvery),
  );
  const oneRun = targets.flatMap((target) =>
    isFloor(target) ? Array.from({ length: floorLoads }, () => target) : [target],
  );
  for (let run = 1; run <= runs; run++) {
    process.stdout.write(`run ${run}/${runs}:`);
    for (const target of shuffled(oneRun)) {
      const figures = await measure(target);
      loads.get(target.key).push(figures);
      process.stdout.write(figures.failed ? ' x' : ' .');
    }
    process.stdout.write('\n');
  }
  return floorLoads;
}
