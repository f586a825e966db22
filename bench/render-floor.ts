import { createElement, type ReactNode } from 'react';
import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { SERVER_STATE_ELEMENT_ID } from '../src/universal/server-state';

/**
 * Issue 54's floor for a page's render: what React itself costs to write the same HTML. The page's `#root`
 * is parsed once into plain elements (host tags and their attributes, no components, no style resolution,
 * no store, no router); `renderToString` of that tree is the floor, and a page's render is reported as a
 * multiple of it. `<style>` and `<script>` keep their text as it was sent (React would escape it otherwise).
 */
type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** HTML attribute names React spells otherwise; the rest (aria-*, data-*, lower-case ones) pass as they are. */
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  crossorigin: 'crossOrigin',
  enterkeyhint: 'enterKeyHint',
  fetchpriority: 'fetchPriority',
  inputmode: 'inputMode',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  datetime: 'dateTime',
  spellcheck: 'spellCheck',
  'accept-charset': 'acceptCharset',
  'http-equiv': 'httpEquiv',
  viewbox: 'viewBox',
  focusable: 'focusable',
  'stroke-width': 'strokeWidth',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
};
const RAW_TEXT = new Set(['style', 'script']);
const VOID_BOOLEAN = new Set(['disabled', 'checked', 'selected', 'hidden', 'required', 'multiple', 'open']);

const camel = (property: string) =>
  property.startsWith('--') ? property : property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) style[camel(declaration.slice(0, colon).trim())] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function props(element: Element, key: number): Record<string, unknown> {
  const result: Record<string, unknown> = { key };
  for (const { name, value } of element.attrs) {
    if (name === 'style') result.style = styleObject(value);
    else if (VOID_BOOLEAN.has(name)) result[name] = true;
    else result[REACT_NAMES[name] ?? name] = value;
  }
  return result;
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (node.nodeName === '#comment') return null;
  const element = node as Element;
  const children = 'content' in element ? (element.content as { childNodes: Node[] }).childNodes : element.childNodes;
  if (RAW_TEXT.has(element.tagName)) {
    const text = children.map((child) => (child as DefaultTreeAdapterMap['textNode']).value ?? '').join('');
    return createElement(element.tagName, { ...props(element, key), dangerouslySetInnerHTML: { __html: text } });
  }
  return createElement(element.tagName, props(element, key), ...children.map(toReact));
}

/** The inner HTML of the page's `<div id="root">`: what the shop's render wrote (the state script follows it). */
export function rootHtml(page: string): string {
  const open = page.search(/<div id="root"[^>]*>/);
  const state = page.indexOf(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}"`);
  if (open < 0 || state < 0) throw new Error('the page has no #root followed by its state');
  return page.slice(page.indexOf('>', open) + 1, page.lastIndexOf('</div>', state));
}

/** The page's HTML as plain React elements, and how many elements it holds. */
export function plainElements(html: string): { tree: ReactNode; elements: number } {
  const fragment = parseFragment(html);
  let elements = 0;
  const count = (node: Node) => {
    if ('tagName' in node) {
      elements++;
      node.childNodes.forEach(count);
    }
  };
  fragment.childNodes.forEach(count);
  return { tree: createElement('div', { id: 'root' }, ...fragment.childNodes.map(toReact)), elements };
}
