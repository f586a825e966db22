// @ts-check
import { ESLint } from 'eslint';

/**
 * Lints many probes in one process (src/browser-kit/lint-rules.test.ts): reads `[{ cwd, file, source }]` as JSON
 * on standard input and writes, for each probe in order, its ESLint messages as `ruleId: message` lines.
 * Starting ESLint (its config, typescript-eslint, import-x's parse of the tree) is most of a lint's time,
 * so one ESLint per cwd lints every probe there; import-x's cache of the files on disk is shared by them.
 */
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
/** @type {{ cwd: string, file: string, source: string }[]} */
const probes = JSON.parse(Buffer.concat(chunks).toString('utf8'));

/** @type {Map<string, ESLint>} */
const linters = new Map();
const answers = [];
for (const { cwd, file, source } of probes) {
  if (!linters.has(cwd)) linters.set(cwd, new ESLint({ cwd }));
  const [result] = await /** @type {ESLint} */ (linters.get(cwd)).lintText(source, { filePath: file });
  answers.push((result?.messages ?? []).map((message) => `${message.ruleId ?? 'eslint'}: ${message.message}`));
}
process.stdout.write(JSON.stringify(answers));
