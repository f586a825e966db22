/** How long a download's object URL is kept: the browser has read it long before. */
const KEEP_DOWNLOAD_URL_MS = 60_000;

/** Hands a file to the browser's downloads, as a link with `download` does (the shop's receipts, the console's exports). */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_DOWNLOAD_URL_MS);
}
