import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts a text in a field as one paste: one change event instead of one per character. Typed key by key,
 * a large form validated on every keystroke took a test past 30 s on a loaded CI machine (the product
 * editor's, and guest checkout's in the fresh-clone run of 2026-11-27). Tests of typing itself type.
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
