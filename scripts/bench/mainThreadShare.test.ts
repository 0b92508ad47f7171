import { callModule } from '../callModule';

type Share = { wallMs: number; cpuMs: number } | null;
const share = (events: object[]) => callModule<Share>('scripts/bench/mainThreadShare.mjs', 'mainThreadShare', events);

const MAIN = { pid: 7, tid: 1 };
const navigation = {
  ...MAIN,
  name: 'navigationStart',
  ph: 'R',
  ts: 1_000_000,
  args: { data: { isLoadingMainFrame: true } },
};
/** A main-thread task `at` ms after the navigation, `wall` ms long, `cpu` ms of it on a processor. */
const task = (at: number, wall: number, cpu: number, where: object = MAIN) => ({
  ...where,
  name: 'RunTask',
  ph: 'X',
  ts: navigation.ts + at * 1000,
  dur: wall * 1000,
  tdur: cpu * 1000,
});

describe("mainThreadShare (the main thread's wall and CPU time while the page loads)", () => {
  it("sums the main thread's tasks of the load's first 3 s, wall and CPU apart", () => {
    expect(share([navigation, task(10, 12, 5), task(100, 4, 4)])).toEqual({ wallMs: 16, cpuMs: 9 });
  });

  it('leaves out other threads, tasks before the navigation or after 3 s, and tasks under 1 ms', () => {
    const events = [
      navigation,
      task(10, 12, 5),
      task(20, 50, 50, { pid: 7, tid: 2 }), // the compositor
      task(20, 50, 50, { pid: 9, tid: 1 }), // the browser process
      task(-5, 4, 4), // the page before
      task(3000, 30, 30), // after the window
      task(40, 0.5, 0.1), // bookkeeping
    ];
    expect(share(events)).toEqual({ wallMs: 12, cpuMs: 5 });
  });

  it('counts a task run inside another (a nested loop) once, with the outer one', () => {
    expect(share([navigation, task(10, 20, 8), task(12, 5, 3)])).toEqual({ wallMs: 20, cpuMs: 8 });
  });

  it('answers null without a main-frame navigation or without thread times', () => {
    expect(share([{ ...navigation, args: { data: { isLoadingMainFrame: false } } }, task(10, 12, 5)])).toBeNull();
    const { tdur: _, ...withoutCpu } = task(10, 12, 5);
    expect(share([navigation, withoutCpu])).toBeNull();
    expect(share([navigation])).toBeNull();
  });
});
