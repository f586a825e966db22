import type { Page } from '@playwright/test';

/**
 * Texts that do not fit, as a shopper would see them: a page that scrolls sideways, a visible text
 * that runs past the screen's edge, or one cut off by a box that hides its overflow (an ellipsis
 * included). `textPattern` picks the texts to judge. A box that clamps its text to a number of lines
 * (`-webkit-line-clamp`, src/browser-kit/ui/line-clamp.ts) cuts it on purpose: only product titles are
 * clamped, and they are catalogue data, now in the page's language too. Visually hidden texts
 * (screen-reader only) are not judged.
 */
export async function textsThatDoNotFit(page: Page, textPattern: string): Promise<string[]> {
  return page.evaluate((pattern) => {
    const judged = new RegExp(pattern);
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport + 1) {
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${viewport}`);
    }
    const overflowOf = (element: Element) => {
      const style = getComputedStyle(element);
      const values = [style.overflowX, style.overflowY];
      if (values.some((value) => value === 'auto' || value === 'scroll')) return 'scrolls';
      return values.some((value) => value === 'hidden' || value === 'clip') ? 'clips' : 'shows';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const owner = node.parentElement;
      if (!owner || !judged.test(text)) continue;
      if (!owner.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const name = `"${text.trim().slice(0, 40)}" in <${owner.tagName.toLowerCase()}>`;
      let problem: string | undefined = undefined;
      let exempt = false;
      for (let frame: Element | null = owner; frame && frame !== document.body; frame = frame.parentElement) {
        const overflow = overflowOf(frame);
        if (overflow === 'shows') continue;
        const edges = frame.getBoundingClientRect();
        if (edges.width <= 2 || edges.height <= 2) {
          exempt = true; // visually hidden: read aloud, never seen
          break;
        }
        if (overflow === 'scrolls') {
          exempt = true; // the shopper can scroll to it
          break;
        }
        if (getComputedStyle(frame).webkitLineClamp !== 'none') {
          exempt = true; // a product title, clamped on purpose (its link names it whole)
          break;
        }
        const cut =
          box.left < edges.left - 1 ||
          box.right > edges.right + 1 ||
          box.top < edges.top - 1 ||
          box.bottom > edges.bottom + 1;
        if (cut) {
          problem = `${name} is cut off by <${frame.tagName.toLowerCase()} class="${String(frame.className).slice(0, 80)}">`;
          break;
        }
      }
      if (!problem && !exempt && (box.left < -1 || box.right > viewport + 1)) {
        problem = `${name} runs past the screen (${Math.round(box.left)} to ${Math.round(box.right)} of ${viewport})`;
      }
      if (problem) problems.push(problem);
    }
    // A native select draws its chosen option itself: measured with its font against its inner width.
    const ruler = document.createElement('canvas').getContext('2d');
    for (const select of document.querySelectorAll('select')) {
      const chosen = select.selectedOptions[0]?.text ?? '';
      if (!ruler || !judged.test(chosen) || !select.checkVisibility()) continue;
      const style = getComputedStyle(select);
      ruler.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const ARROW = 16;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW;
      if (ruler.measureText(chosen).width > room + 1) {
        problems.push(
          `"${chosen.slice(0, 40)}" in <select name="${select.name}"> is cut off (${Math.round(room)} px room)`,
        );
      }
    }
    return problems;
  }, textPattern);
}
