/**
 * Customer care's rules (issue 52, area 6), one home for the console's forms and the server that holds
 * them: a note on a customer, a tag's shape and how many an account may carry.
 */

export const NOTE_MAX_LENGTH = 2000;
export const TAG_MAX_LENGTH = 32;
export const TAGS_PER_CUSTOMER = 20;

/** Letters of any script (with their marks), digits, spaces and hyphens; a letter or digit first. */
const TAG_SHAPE = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} -]*$/u;

/** A tag as it is kept: trimmed, its runs of spaces one space, in composed form ("é" one character). */
export function cleanTag(typed: string): string {
  return typed.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** What makes two tags one: "VIP" and "vip" are the same tag (case folded the same in every script). */
export function tagKey(label: string): string {
  return cleanTag(label).toLowerCase();
}

export type TagProblem = 'empty' | 'tooLong' | 'characters';

/** Why a (clean) tag cannot be kept, or undefined when it can. */
export function tagProblem(label: string): TagProblem | undefined {
  if (!label) return 'empty';
  if ([...label].length > TAG_MAX_LENGTH) return 'tooLong';
  return TAG_SHAPE.test(label) ? undefined : 'characters';
}
