import { StyleSheet } from '@emotion/sheet';

/**
 * What a browser would apply to an element from the rules Emotion made for it: for a look drawn without an MUI
 * component, to hold it to the component's own (every state, every media condition), with no browser.
 */

/** Every rule Emotion inserts from now on, in order, as its style sheet would hold them (and not in jsdom's document). */
export function recordEmotionRules(): string[] {
  const rules: string[] = [];
  StyleSheet.prototype.insert = function record(rule: string) {
    rules.push(rule);
  };
  return rules;
}

/** A state of the element: the pseudo-classes and classes it matches (':hover', '.Mui-focusVisible'), and the media it is shown on. */
export interface ElementState {
  matches: readonly string[];
  hoverCapable: boolean;
  width: number;
}

const mediaMatches = (query: string, state: ElementState): boolean =>
  query.split(/\s+and\s+/).every((part) => {
    const minWidth = /\(min-width:\s*(\d+)px\)/.exec(part);
    if (minWidth) return state.width >= Number(minWidth[1]);
    if (/\(hover:\s*hover\)/.test(part)) return state.hoverCapable;
    if (/\(hover:\s*none\)/.test(part)) return !state.hoverCapable;
    return false; // print and anything else a screen test does not show
  });

/** The element's own Emotion class (the one its rules are written for). */
export function emotionClass(element: Element): string {
  const found = Array.from(element.classList).filter((name) => /^css-/.test(name));
  if (found.length !== 1) throw new Error(`Expected one Emotion class, found ${found.join(' ') || 'none'}`);
  return found[0] as string;
}

/**
 * The declarations the element gets in `state` (and on `pseudoElement`, e.g. '::-moz-focus-inner'), by
 * specificity then order, from the rules written for its class alone (descendant rules are another element's).
 */
export function cascade(rules: readonly string[], className: string, state: ElementState, pseudoElement = '') {
  const applied: { specificity: number; order: number; body: string }[] = [];
  rules.forEach((rule, order) => {
    let text = rule;
    if (text.startsWith('@media')) {
      const open = text.indexOf('{');
      if (!mediaMatches(text.slice('@media'.length, open).trim(), state)) return;
      text = text.slice(open + 1, text.lastIndexOf('}'));
    } else if (text.startsWith('@')) return;
    for (const [, selectors = '', body = ''] of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      for (const selector of selectors.split(',').map((one) => one.trim())) {
        if (!selector.startsWith(`.${className}`)) continue;
        const rest = selector.slice(className.length + 1);
        if (/[\s>+~]/.test(rest)) continue;
        const elementPart = /::[\w-]+$/.exec(rest)?.[0] ?? '';
        if (elementPart !== pseudoElement) continue;
        const conditions = rest.slice(0, rest.length - elementPart.length).match(/(\.[\w-]+|:[\w-]+)/g) ?? [];
        if (conditions.every((condition) => state.matches.includes(condition)))
          applied.push({ specificity: conditions.length, order, body });
      }
    }
  });
  applied.sort((a, b) => a.specificity - b.specificity || a.order - b.order);
  const declarations: Record<string, string> = {};
  for (const { body } of applied)
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) declarations[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
    }
  return declarations;
}

/** The states a control is seen in: at rest, hovered, pressed, focused by keyboard, disabled, and some together. */
export const CONTROL_STATES: readonly (readonly string[])[] = [
  [],
  [':hover'],
  [':active', ':hover'],
  ['.Mui-focusVisible', ':focus-visible', ':focus'],
  ['.Mui-focusVisible', ':focus-visible', ':focus', ':hover'],
  ['.Mui-disabled', ':disabled'],
];

/** Every state in CONTROL_STATES, on a phone (no hover) and a desktop, with the declarations it gets. */
export function controlLooks(rules: readonly string[], element: Element, pseudoElements: readonly string[] = ['']) {
  const className = emotionClass(element);
  return CONTROL_STATES.flatMap((matches) =>
    [
      { hoverCapable: false, width: 390 },
      { hoverCapable: true, width: 1366 },
    ].flatMap((screen) =>
      pseudoElements.map((pseudoElement) => ({
        state: `${matches.join('') || 'rest'}${pseudoElement} at ${screen.width}`,
        declarations: cascade(rules, className, { matches, ...screen }, pseudoElement),
      })),
    ),
  );
}
