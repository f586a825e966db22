/** A rendered page as it is sent. */
export interface CachedPage {
  status: number;
  html: string;
}

/**
 * Rendered pages of the current catalogue generation, least recently used dropped first past a byte
 * budget. A new generation (an import) empties it, so no page outlives the data it shows.
 */
export class HtmlCache {
  private generation: object | undefined;
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(generation: object, key: string): CachedPage | undefined {
    if (generation !== this.generation) return undefined;
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(generation: object, key: string, page: CachedPage): void {
    if (generation !== this.generation) {
      this.generation = generation;
      this.pages.clear();
      this.bytes = 0;
    }
    const size = page.html.length * 2;
    if (size > this.maxBytes) return;
    const old = this.pages.get(key);
    if (old) {
      this.bytes -= old.html.length * 2;
      this.pages.delete(key);
    }
    this.pages.set(key, page);
    this.bytes += size;
    for (const [oldest, entry] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= entry.html.length * 2;
    }
  }
}
