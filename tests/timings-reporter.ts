// Names the run's five slowest tests and the share of its timeout each took, so that a slow test is
// seen the day it appears (issue 43: a test should take at most a third of its timeout, even with
// one core of the machine kept busy). A measure to read, never a check.
import { relative } from "node:path";
import type { FullConfig, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const SHOWN = 5;

interface Run {
  test: TestCase;
  duration: number;
}

export default class TimingsReporter implements Reporter {
  private rootDir = "";
  private readonly runs: Run[] = [];

  onBegin(config: FullConfig) {
    this.rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.runs.push({ test, duration: result.duration });
  }

  onEnd() {
    if (this.runs.length === 0) return;
    const share = ({ test, duration }: Run) =>
      test.timeout > 0 ? Math.round((100 * duration) / test.timeout) : 0;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const line = (run: Run) => {
      const [, project = "", , ...titles] = run.test.titlePath();
      const where = `${relative(this.rootDir, run.test.location.file)}:${run.test.location.line}`;
      return `  ${seconds(run.duration).padStart(7)} ${`${share(run)}%`.padStart(4)} of ${seconds(run.test.timeout)}  [${project}] ${where} › ${titles.join(" › ")}`;
    };
    const slowest = this.runs.toSorted((a, b) => b.duration - a.duration).slice(0, SHOWN);
    console.log(`\nThe ${slowest.length} slowest tests, and the share of its timeout each took:`);
    for (const run of slowest) console.log(line(run));
    const closest = this.runs.toSorted((a, b) => share(b) - share(a))[0]!;
    console.log(`The largest share of a timeout:\n${line(closest)}`);
  }
}
