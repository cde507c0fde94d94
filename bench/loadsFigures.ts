/** Timing samples and the table the loads benchmark prints. */

export interface Figure {
  what: string;
  samples?: number[];
  /** For one timed event rather than a series. */
  wallMs?: number;
  note: string;
}

export async function timed(count: number, run: (index: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await run(index);
    samples.push(performance.now() - started);
  }
  return samples;
}

export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const ms = (value: number) => `${value.toFixed(value < 100 ? 1 : 0)} ms`;

/** A Markdown table, ready for docs/benchmarks.md. */
export function describe(figures: readonly Figure[]): string {
  const rows = figures.map(({ what, samples, wallMs, note }) => {
    const timing = samples
      ? `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 95))} (n=${samples.length})`
      : `${ms(wallMs ?? 0)} wall`;
    return `| ${what} | ${timing} | ${note} |`;
  });
  return ['| what | p50 / p95 | size |', '| --- | --- | --- |', ...rows].join('\n');
}
