/** What the pieces of a search text are cut at: the same white space a search is cut at (searchTokens). */
const WHITE_SPACE = /\s+/;
/** Joins the distinct pieces; white space, so no token (which holds none) can match across two. */
const PIECE_SEPARATOR = '\n';

/**
 * Which rows' search texts contain a token, without reading every text: the texts are cut at white
 * space into pieces, each distinct piece is kept once with the rows holding it, and a token (which holds
 * no white space, so any occurrence lies inside one piece) is looked for in the distinct pieces alone.
 * For 100,000 products that is about 0.6 MB of distinct pieces instead of 17 MB of text.
 * Compact: the pieces are one string and the rows one Int32Array, indexed by offsets.
 */
export class SearchIndex {
  private constructor(
    readonly rowCount: number,
    /** Every distinct piece, joined by PIECE_SEPARATOR. */
    private readonly pieces: string,
    /** Where each piece starts in `pieces`. */
    private readonly pieceStarts: Int32Array,
    /** Rows of piece i: rows[rowStarts[i]] up to rows[rowStarts[i + 1]], ascending. */
    private readonly rowStarts: Int32Array,
    private readonly rows: Int32Array,
  ) {}

  /**
   * Indexes the texts, one per row, in row order: a first pass numbers the distinct pieces and counts
   * their rows, a second writes the rows straight into one array (no list per piece to collect later).
   */
  static build(texts: readonly string[]): SearchIndex {
    const pieceIds = new Map<string, number>();
    const rowCounts: number[] = [];
    const piecesOf = (text: string) => new Set(text.split(WHITE_SPACE).filter(Boolean));
    for (const text of texts) {
      for (const piece of piecesOf(text)) {
        const id = pieceIds.get(piece);
        if (id === undefined) {
          pieceIds.set(piece, rowCounts.length);
          rowCounts.push(1);
        } else {
          rowCounts[id] = (rowCounts[id] as number) + 1;
        }
      }
    }
    const pieceStarts = new Int32Array(rowCounts.length);
    const rowStarts = new Int32Array(rowCounts.length + 1);
    let offset = 0;
    let id = 0;
    for (const piece of pieceIds.keys()) {
      pieceStarts[id] = offset;
      offset += piece.length + PIECE_SEPARATOR.length;
      rowStarts[id + 1] = (rowStarts[id] as number) + (rowCounts[id] as number);
      id += 1;
    }
    const rows = new Int32Array(rowStarts[rowCounts.length] as number);
    const next = rowStarts.slice(0, rowCounts.length);
    texts.forEach((text, row) => {
      for (const piece of piecesOf(text)) {
        const pieceId = pieceIds.get(piece) as number;
        rows[next[pieceId] as number] = row;
        next[pieceId] = (next[pieceId] as number) + 1;
      }
    });
    return new SearchIndex(texts.length, [...pieceIds.keys()].join(PIECE_SEPARATOR), pieceStarts, rowStarts, rows);
  }

  /** Whether any row's text contains `token`. */
  contains(token: string): boolean {
    return token.length > 0 && !WHITE_SPACE.test(token) && this.pieces.includes(token);
  }

  /** Marks the rows whose text contains every token (none given: every row). */
  rowsContainingAll(tokens: readonly string[]): Uint8Array {
    const [first, ...others] = tokens;
    if (first === undefined) return new Uint8Array(this.rowCount).fill(1);
    const hits = this.rowsContaining(first, new Uint8Array(this.rowCount));
    if (others.length === 0) return hits;
    // One scratch array per search for the other tokens: at hundreds of searches a second, fewer
    // 100 KB allocations to collect.
    const more = new Uint8Array(this.rowCount);
    for (const token of others) {
      this.rowsContaining(token, more.fill(0));
      for (let row = 0; row < hits.length; row += 1) hits[row] = (hits[row] as number) & (more[row] as number);
    }
    return hits;
  }

  /** Marks in `hits` the rows whose text contains `token`, jumping from hit to hit through the distinct pieces. */
  private rowsContaining(token: string, hits: Uint8Array): Uint8Array {
    if (token.length === 0 || WHITE_SPACE.test(token)) return hits;
    for (let from = 0; ;) {
      const at = this.pieces.indexOf(token, from);
      if (at < 0) return hits;
      const piece = this.pieceAt(at);
      for (let i = this.rowStarts[piece] as number; i < (this.rowStarts[piece + 1] as number); i += 1) {
        hits[this.rows[i] as number] = 1;
      }
      // The piece is marked whole; the next hit worth finding is in the next piece.
      from = piece + 1 < this.pieceStarts.length ? (this.pieceStarts[piece + 1] as number) : this.pieces.length;
    }
  }

  /** The piece holding character `at` (binary search over the piece starts). */
  private pieceAt(at: number): number {
    let low = 0;
    let high = this.pieceStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.pieceStarts[middle] as number) <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
