/** Loads the page again from the server (the way on from a screen that failed). */
export function reloadPage(): void {
  window.location.reload();
}
