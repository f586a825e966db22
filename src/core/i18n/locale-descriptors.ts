/**
 * Each shop language described once: everything that differs between languages is read from here,
 * never from a comparison with a language's code. Adding a language is its catalog
 * (messages/<tag>.json) and one entry below.
 */

/** A web font a script needs beyond the shop's Latin fonts, loaded by its languages' pages only. */
export type ScriptFont = 'arabic';

export interface LocaleDescriptor {
  /** The language code: URL prefix, `lang` cookie, profile language, catalog file name. */
  readonly tag: string;
  /** The direction its pages and mails are written in. */
  readonly dir: 'ltr' | 'rtl';
  /** Intl's digits for it when not the language's default: 'latn' keeps 0-9 (decision 0022). */
  readonly numberingSystem?: 'latn';
  /** The web font its script is set in (script-fonts.ts, script-font-faces.ts). */
  readonly font?: ScriptFont;
}

export const LOCALE_DESCRIPTORS = [
  { tag: 'en', dir: 'ltr' },
  { tag: 'ar', dir: 'rtl', numberingSystem: 'latn', font: 'arabic' },
  { tag: 'fr', dir: 'ltr' },
  { tag: 'es', dir: 'ltr' },
] as const satisfies readonly LocaleDescriptor[];
