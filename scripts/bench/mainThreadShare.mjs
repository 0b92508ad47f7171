// How much of its tasks' time the page's main thread had a processor for, read off Lighthouse's
// trace (docs/decisions/0024-a-calibrated-bench.md). Lighthouse's simulation multiplies each task's
// wall time by the CPU slow-down, and the slow-down is calibrated on an idle thread (benchmarkIndex).
// On a host of few cores, Chrome's other processes (its browser process, its compositor) take the
// processor from the page while it loads: its tasks last longer than the work in them, and the
// multiplier multiplies that wait too. The bench prints the stretch with each run and its medians.

/** The first seconds of the load, where the blocking time is counted. */
const WINDOW_MS = 3000;
/** Shorter tasks are the event loop's own bookkeeping. */
const SHORTEST_MS = 1;

/**
 * The wall time and the thread (CPU) time, in ms, of the tasks of at least SHORTEST_MS the page's
 * main thread (the renderer thread that started the main frame's navigation) ran in the first
 * WINDOW_MS; a task inside another is counted with it. Null when the trace has no main-frame
 * navigation or no thread times.
 * @param {Array<{name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: any}>} traceEvents
 * @returns {{ wallMs: number, cpuMs: number } | null}
 */
export function mainThreadShare(traceEvents) {
  const navigation = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  if (!navigation) return null;
  const end = navigation.ts + WINDOW_MS * 1000;
  const tasks = traceEvents
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === navigation.pid &&
        e.tid === navigation.tid &&
        e.ts >= navigation.ts &&
        e.ts < end,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let wall = 0;
  let cpu = 0;
  let outerEnd = -Infinity;
  for (const task of tasks) {
    const dur = task.dur ?? 0;
    if (task.ts < outerEnd) continue; // inside the task before it
    outerEnd = task.ts + dur;
    if (dur < SHORTEST_MS * 1000) continue;
    if (task.tdur === undefined) return null;
    wall += dur;
    cpu += task.tdur;
  }
  return cpu > 0 ? { wallMs: wall / 1000, cpuMs: cpu / 1000 } : null;
}
