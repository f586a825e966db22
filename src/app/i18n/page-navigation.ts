/** A full page load: the language is fixed for a page load, so switching it loads the page again. */
export function loadPage(url: string): void {
  window.location.assign(url);
}
