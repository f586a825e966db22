import { StyleSheet } from '@emotion/sheet';

/**
 * Screen tests leave Emotion's generated rules out of jsdom's document (src/test/setup-web.ts). jsdom has
 * no layout and no media queries; what the rules cost it is `getComputedStyle`, which Testing Library calls
 * up every element's ancestors to decide what is accessible, matching each against every rule of the page.
 * Without them a screen file takes about half the CPU (the console's promotions: 53.4 → 28.3 s, the same 12
 * tests passing; docs/decisions/0067-ci-time.md). How a page looks is the browser tests' to check.
 *
 * A file that asserts a style Emotion makes (a mirrored chevron, a hidden element, `toBeVisible`) keeps
 * them: it calls `keepEmotionRules()` at its top, before anything renders.
 */
const insertRule = StyleSheet.prototype.insert;

export function leaveEmotionRulesOut(): void {
  StyleSheet.prototype.insert = function insertNothing() {};
}

export function keepEmotionRules(): void {
  StyleSheet.prototype.insert = insertRule;
}
