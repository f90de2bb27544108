import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * Where the end-to-end suite's time goes, spec by spec: bench/results/e2e-timing.json, which
 * scripts/test.sh folds into npm-test.json. For each spec file: its tests' time, its span (first
 * test's start to last test's end: wider when its tests share the workers with others), how busy the machine's cores were meanwhile (/proc/stat), and the time its
 * tests spent waiting: fixed pauses (`waitForTimeout`), expectations that waited a second or more
 * for a state (`expect.poll`, `toPass`, a retrying assertion) and beforeAll/afterAll hooks (a spec's
 * own servers start and stop in them).
 */

interface SpecTiming {
  file: string;
  project: string;
  tests: number;
  /** Its tests' own durations (hooks and fixtures included), summed. */
  testMs: number;
  start: number;
  end: number;
  cpuStart: CpuTimes;
  cpuEnd: CpuTimes;
  pauseMs: number;
  pollMs: number;
  hookMs: number;
}

interface CpuTimes {
  busy: number;
  total: number;
}

/** The machine's CPU ticks so far, busy and in all (the first line of /proc/stat). */
function cpuTimes(): CpuTimes {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/**
 * What kind of waiting a step is, if it is one. An expectation that took a second or more waited on
 * a state (expect.poll, toPass, an assertion retrying until the page shows it); nested ones are
 * counted in the outermost.
 */
function waitingKind(step: TestStep): 'pause' | 'poll' | 'hook' | undefined {
  if (step.category === 'hook' && /^(before|after)All/.test(step.title)) return 'hook';
  if (/^Wait for timeout/i.test(step.title)) return 'pause';
  if (step.category === 'expect' && step.duration >= 1000 && step.parent?.category !== 'expect') return 'poll';
  return undefined;
}

export default class TimingReporter implements Reporter {
  private readonly specs = new Map<string, SpecTiming>();
  private readonly began = Date.now();
  private readonly cpuBegan = cpuTimes();
  private readonly output: string;

  constructor(options: { outputFile?: string } = {}) {
    this.output = options.outputFile ?? path.join('bench', 'results', 'e2e-timing.json');
  }

  private spec(test: TestCase): SpecTiming {
    const file = path.relative(process.cwd(), test.location.file);
    const project = test.parent.project()?.name ?? '';
    const key = `${project} ${file}`;
    let spec = this.specs.get(key);
    if (!spec) {
      const now = cpuTimes();
      spec = { file, project, tests: 0, testMs: 0, start: Date.now(), end: Date.now(), cpuStart: now, cpuEnd: now, pauseMs: 0, pollMs: 0, hookMs: 0 };
      this.specs.set(key, spec);
    }
    return spec;
  }

  onTestBegin(test: TestCase) {
    this.spec(test);
  }

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep) {
    const kind = waitingKind(step);
    if (!kind) return;
    const spec = this.spec(test);
    spec[`${kind}Ms`] += step.duration;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const spec = this.spec(test);
    if (result.status !== 'skipped') spec.tests += 1;
    spec.testMs += result.duration;
    spec.end = Date.now();
    spec.cpuEnd = cpuTimes();
  }

  onEnd(result: FullResult) {
    const cores = cpus().length;
    const seconds = (ms: number) => Math.round(ms / 100) / 10;
    const busyShare = (from: CpuTimes, to: CpuTimes) => (to.total > from.total ? Math.round(((to.busy - from.busy) / (to.total - from.total)) * 100) / 100 : 0);
    const specs = [...this.specs.values()]
      .map((spec) => ({
        spec: spec.file,
        project: spec.project,
        tests: spec.tests,
        seconds: seconds(spec.testMs),
        span: seconds(spec.end - spec.start),
        coresBusy: busyShare(spec.cpuStart, spec.cpuEnd),
        waiting: { pauses: seconds(spec.pauseMs), polls: seconds(spec.pollMs), hooks: seconds(spec.hookMs) },
      }))
      .sort((a, b) => b.seconds - a.seconds);
    const summary = {
      status: result.status,
      seconds: seconds(Date.now() - this.began),
      cores,
      coresBusy: busyShare(this.cpuBegan, cpuTimes()),
      tests: specs.reduce((sum, spec) => sum + spec.tests, 0),
      specs,
    };
    mkdirSync(path.dirname(this.output), { recursive: true });
    writeFileSync(this.output, `${JSON.stringify(summary, null, 1)}\n`);
  }
}
