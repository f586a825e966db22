import { appendFileSync } from 'node:fs';

interface StepTime {
  title: string;
  /** Seconds from the start of the whole run (`.ci/run`'s, when it started this one) to the step's start. */
  from: number;
  seconds: number;
  passed: boolean;
}

/**
 * The time each step of a test run took, printed as a table at the end. `.ci/run` passes a file
 * (CI_STEP_TIMES) and the time it started (CI_STARTED_AT, epoch seconds): the steps are then appended
 * there too, and `.ci/run` prints one table of its own steps and these.
 */
export class StepTimes {
  private readonly steps: StepTime[] = [];
  private readonly startedAt = Number(process.env.CI_STARTED_AT ?? '') * 1000 || Date.now();

  constructor(private readonly file?: string) {}

  record(title: string, startedAt: number, passed: boolean): void {
    const step = {
      title,
      from: Math.round((startedAt - this.startedAt) / 1000),
      seconds: Math.round((Date.now() - startedAt) / 1000),
      passed,
    };
    this.steps.push(step);
    if (this.file)
      appendFileSync(this.file, `${step.title}\t${step.from}\t${step.seconds}\t${step.passed ? 'passed' : 'failed'}\n`);
  }

  /** Prints the table; nothing when `.ci/run` will print its own, which holds these rows. */
  print(): void {
    if (this.file || this.steps.length === 0) return;
    console.log(formatStepTable(this.steps));
  }
}

/** Steps side by side overlap: "from" shows where each started, so the wall time is the last end. */
export function formatStepTable(steps: readonly StepTime[]): string {
  const width = Math.max(...steps.map((step) => step.title.length));
  const clock = (s: number): string => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  const lines = steps.map(
    (step) =>
      `${step.title.padEnd(width)}  ${clock(step.from).padStart(6)}  ${clock(step.seconds).padStart(6)}  ${step.passed ? 'passed' : 'FAILED'}`,
  );
  const wall = Math.max(...steps.map((step) => step.from + step.seconds));
  return [
    '',
    `${'step'.padEnd(width)}  ${'from'.padStart(6)}  ${'took'.padStart(6)}`,
    ...lines,
    `${'wall time'.padEnd(width)}  ${''.padStart(6)}  ${clock(wall).padStart(6)}`,
  ].join('\n');
}
