import { callModule } from '../callModule';

const slowdown = (benchmarkIndex: number) =>
  callModule<number | null>('scripts/bench/cpuSlowdown.mjs', 'cpuSlowdownFor', benchmarkIndex);

describe('cpuSlowdownFor (Lighthouse CPU slow-down calculator)', () => {
  it("meets the calculator's points: a mid-tier phone 1×, a high-end phone 2×, a desktop 3-6×", () => {
    expect([150, 800, 1300, 1533, 2000].map(slowdown)).toEqual([1, 2, 3, 4, 6]);
  });

  it('goes in straight lines between them (this machine: 1082 → 2.56×, not the default 4×)', () => {
    expect(slowdown(1082)).toBe(2.56);
    expect(slowdown(475)).toBe(1.5);
    expect(slowdown(1766)).toBe(5);
  });

  it('refuses a host too slow to emulate the phone, and a missing index', () => {
    expect(slowdown(149)).toBeNull();
    expect(slowdown(0)).toBeNull();
    expect(callModule('scripts/bench/cpuSlowdown.mjs', 'cpuSlowdownFor', null)).toBeNull();
  });
});
