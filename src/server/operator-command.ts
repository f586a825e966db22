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
