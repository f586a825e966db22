import { parseArgs } from 'node:util';

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

/** The flags a command takes, by their `--name`: those followed by a value, and switches. */
export interface FlagSpec {
  values?: readonly string[];
  switches?: readonly string[];
}

/** A command's arguments: the positional ones in their order, and the flags given. */
export interface CommandArgs {
  positional: string[];
  values: Map<string, string>;
  switches: Set<string>;
}

/**
 * `args` read by node:util's parseArgs against `spec`: positional arguments and flags (each once, at any
 * place, `--flag value` or `--flag=value`), or the first problem as a phrase. Only a word that starts with
 * two dashes is a flag: one dash starts a negative number, an argument like any other.
 */
export function commandArguments(args: readonly string[], spec: FlagSpec): CommandArgs | string {
  const flags = (names: readonly string[] = [], type: 'string' | 'boolean') =>
    names.map((flag) => [flag.slice(2), { type }] as const);
  const { tokens } = parseArgs({
    args: [...args],
    options: Object.fromEntries([...flags(spec.values, 'string'), ...flags(spec.switches, 'boolean')]),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const parsed: CommandArgs = { positional: [], values: new Map(), switches: new Set() };
  /** The arguments read as positional ones: parseArgs reads '-7.5' as three short options. */
  const dashed = new Set<number>();
  for (const token of tokens) {
    if (token.kind === 'positional') parsed.positional.push(token.value);
    if (token.kind !== 'option') continue;
    if (!token.rawName.startsWith('--')) {
      if (!dashed.has(token.index)) parsed.positional.push(args[token.index] ?? '');
      dashed.add(token.index);
      continue;
    }
    const flag = `--${token.name}`;
    if (parsed.values.has(flag) || parsed.switches.has(flag)) return `${flag} is given twice`;
    if (spec.switches?.includes(flag)) {
      if (token.value !== undefined) return `${flag} takes no value`;
      parsed.switches.add(flag);
    } else if (spec.values?.includes(flag)) {
      // Without strict mode parseArgs takes the next word whatever it is; a flag there means none was given.
      if (token.value === undefined || (!token.inlineValue && token.value.startsWith('--')))
        return `${flag} needs a value`;
      parsed.values.set(flag, token.value);
    } else {
      const known = [...(spec.values ?? []), ...(spec.switches ?? [])];
      return `unknown option ${flag}${known.length ? ` (this command takes ${known.join(', ')})` : ''}`;
    }
  }
  return parsed;
}
