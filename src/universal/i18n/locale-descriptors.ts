/**
 * Each shop language described once, for the shop and its staff console alike: everything that differs
 * between languages is read from here, never from a comparison with a language's code. Adding a language
 * is its catalog (messages/<tag>.json) and one entry below; giving the console that language too is its
 * console catalog (src/admin/messages/<tag>.json) and `staffConsole: true` in the same entry
 * (docs/decisions/0096-one-kit-for-shop-and-console.md).
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
  /**
   * The staff console is written in it too (its catalog: src/admin/messages/<tag>.json). The console
   * offers only these; staff whose browser asks for another shop language get the console in English.
   */
  readonly staffConsole?: true;
}

export const LOCALE_DESCRIPTORS = [
  { tag: 'en', dir: 'ltr', staffConsole: true },
  { tag: 'ar', dir: 'rtl', numberingSystem: 'latn', font: 'arabic', staffConsole: true },
  { tag: 'fr', dir: 'ltr' },
  { tag: 'es', dir: 'ltr' },
] as const satisfies readonly LocaleDescriptor[];
