import path from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest tests the summary lists. */
const LISTED = 10;

interface Timed {
  title: string;
  ms: number;
  limitMs: number;
}

/**
 * A Playwright reporter that ends the run with its ten slowest tests, each beside its time limit,
 * and counts the tests that took more than half of theirs: the goal is none, on a 2-core machine
 * (docs/decisions/0021). A test near its limit fails on a slower day.
 */
export default class SlowestTests implements Reporter {
  private readonly timed: Timed[] = [];
  private rootDir = '';

  onBegin(config: FullConfig) {
    this.rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') return;
    const file = path.relative(this.rootDir, test.location.file);
    this.timed.push({
      title: `${file}:${test.location.line} › ${test.title}`,
      ms: result.duration,
      limitMs: test.timeout,
    });
  }

  onEnd() {
    if (this.timed.length === 0) return;
    const slowest = this.timed.toSorted((a, b) => b.ms - a.ms).slice(0, LISTED);
    const overHalf = this.timed.filter((t) => t.ms > t.limitMs / 2);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`\nThe ${slowest.length} slowest browser tests (goal: each under half its time limit):`);
    for (const t of slowest) {
      const mark = t.ms > t.limitMs / 2 ? '✖' : ' ';
      console.log(`${mark} ${seconds(t.ms).padStart(7)} of ${seconds(t.limitMs)}  ${t.title}`);
    }
    console.log(`${overHalf.length} of ${this.timed.length} tests took more than half their time limit.`);
  }

  printsToStdio() {
    return true;
  }
}
