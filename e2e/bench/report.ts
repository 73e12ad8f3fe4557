/** One line of the summary: a figure, what was measured, its target and whether it was met. */
export interface Figure {
  name: string;
  measured: string;
  target: string;
  /** null: no target, shown for information. */
  pass: boolean | null;
}

export class Report {
  readonly figures: Figure[] = [];
  /** Steps that could not be measured (an API error, a missing row…), with what happened. */
  readonly problems: string[] = [];

  add(figure: Figure): void {
    this.figures.push(figure);
  }

  /** A figure compared with an upper bound (`value < limit`). */
  below(name: string, value: number, limit: number, unit: string, measured = `${format(value)} ${unit}`): void {
    this.add({ name, measured, target: `< ${format(limit)} ${unit}`, pass: value < limit });
  }

  /** A figure compared with an inclusive upper bound (`value <= limit`). */
  atMost(name: string, value: number, limit: number, unit: string, measured = `${format(value)} ${unit}`): void {
    this.add({ name, measured, target: `≤ ${format(limit)} ${unit}`, pass: value <= limit });
  }

  /** A figure compared with a lower bound (`value >= limit`). */
  atLeast(name: string, value: number, limit: number, unit: string, measured = `${format(value)} ${unit}`): void {
    this.add({ name, measured, target: `≥ ${format(limit)} ${unit}`, pass: value >= limit });
  }

  problem(step: string, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.problems.push(`${step}: ${message}`);
    this.add({ name: step, measured: 'not measured (see problems)', target: '', pass: false });
  }

  get failed(): number {
    return this.figures.filter((figure) => figure.pass === false).length;
  }

  render(): string {
    const rows = this.figures.map((figure) => [
      figure.name,
      figure.measured,
      figure.target,
      figure.pass === null ? '' : figure.pass ? 'PASS' : 'FAIL',
    ]);
    return table(['Figure', 'Measured', 'Target', ''], rows);
  }
}

export function format(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en');
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${bytes} B`;
}

/** A plain-text table with aligned columns (the figures are read in a terminal or a log). */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]): string =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
