/** Latency samples per route, and the figures BENCHMARKS.md prints: count, errors, p50/p95/p99, max. */
export type RouteFigures = { route: string; count: number; errors: number; p50: number; p95: number; p99: number; max: number };

export function createRecorder() {
  const samples = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const errorKinds = new Map<string, number>();
  return {
    record(route: string, ms: number, ok: boolean, kind?: string) {
      (samples.get(route) ?? samples.set(route, []).get(route)!).push(ms);
      if (!ok) {
        errors.set(route, (errors.get(route) ?? 0) + 1);
        const key = `${route} ${kind ?? 'error'}`;
        errorKinds.set(key, (errorKinds.get(key) ?? 0) + 1);
      }
    },
    figures(): RouteFigures[] {
      const all: number[] = [];
      const rows = [...samples.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([route, values]) => {
        all.push(...values);
        return figuresOf(route, values, errors.get(route) ?? 0);
      });
      const totalErrors = [...errors.values()].reduce((a, b) => a + b, 0);
      return [...rows, figuresOf('all', all, totalErrors)];
    },
    errorKinds: () => Object.fromEntries(errorKinds),
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

function figuresOf(route: string, values: number[], errors: number): RouteFigures {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    route, count: values.length, errors,
    p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? 0,
  };
}

export function markdownTable(rows: RouteFigures[]): string {
  const ms = (v: number) => v.toFixed(0);
  return ['| route | requests | errors | p50 ms | p95 ms | p99 ms | max ms |', '|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.route} | ${r.count} | ${r.errors} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`)].join('\n');
}
