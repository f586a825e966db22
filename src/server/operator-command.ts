/** What an operator command printed and how its process should exit (0 ok, 1 refused or stale, 2 usage). */
export interface CommandResult {
  exitCode: 0 | 1 | 2;
  output: string;
}

/** A usage error: what was wrong, then the command's usage text. */
export const usageError = (problem: string, usageText: string): CommandResult => ({
  exitCode: 2,
  output: `${problem}\n${usageText}`,
});

/** Rows under a header, each column as wide as its widest cell, two spaces apart. */
export function alignedColumns(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  return [header, ...rows].map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}
