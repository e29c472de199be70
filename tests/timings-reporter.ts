// Names the run's five slowest tests and the share of its timeout each took, so that a slow test is
// seen the day it appears (issue 43: a test should take at most a third of its timeout, even with
// one core of the machine kept busy). A measure to read, never a check.
import { relative } from "node:path";
import type { FullConfig, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const SHOWN = 5;

export default class TimingsReporter implements Reporter {
  private rootDir = "";
  private readonly runs: { test: TestCase; duration: number }[] = [];

  onBegin(config: FullConfig) {
    this.rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.runs.push({ test, duration: result.duration });
  }

  onEnd() {
    if (this.runs.length === 0) return;
    const slowest = this.runs.toSorted((a, b) => b.duration - a.duration).slice(0, SHOWN);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`\nThe ${slowest.length} slowest tests, and the share of its timeout each took:`);
    for (const { test, duration } of slowest) {
      const share = test.timeout > 0 ? Math.round((100 * duration) / test.timeout) : 0;
      const [, project = "", , ...titles] = test.titlePath();
      const where = `${relative(this.rootDir, test.location.file)}:${test.location.line}`;
      console.log(
        `  ${seconds(duration).padStart(7)} ${`${share}%`.padStart(4)} of ${seconds(test.timeout)}  [${project}] ${where} › ${titles.join(" › ")}`,
      );
    }
  }
}
