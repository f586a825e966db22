/** LIKE's wildcards and its escape character, taken literally (use with `ESCAPE '\'`). */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);
