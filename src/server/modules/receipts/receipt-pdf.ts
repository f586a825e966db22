import PDFDocument from 'pdfkit';
import type { Order } from '../../../universal/contracts/order';
import { type ReceiptContent, receiptContent, type ReceiptOptions } from './receipt-content';
import { type Face, receiptFonts, type ReceiptFonts } from './receipt-fonts';
import { type BaseDirection, lineWidth, SHAPE_WHOLE_RUN, visualLine, wrapLines } from './visual-text';

export type { ReceiptOptions, ShopDetails } from './receipt-content';

/** A4 in points, and the receipt's margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 48, bottom: 64 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#c8c8c8';
/** Line height as a multiple of the font size: Noto Sans Arabic's ascent and descent are tall. */
const LEADING = 1.45;

type Align = 'start' | 'end';

interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  /** Whose direction the text takes: the page's (labels, amounts) or its own first letter's (shoppers' words). */
  base?: BaseDirection;
}

/**
 * Draws on a page in the receipt's reading direction: a box is placed by its distance from the start
 * edge (the left in English, the right in Arabic), and a text is aligned to the box's start or end.
 */
class Writer {
  y = PAGE.margin;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly fonts: ReceiptFonts,
    private readonly content: ReceiptContent,
  ) {}

  private face(style: TextStyle): Face {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  private base(style: TextStyle): BaseDirection {
    return style.base ?? this.content.direction;
  }

  /** The left edge on the page of a box `width` wide that starts `start` points from the start margin. */
  left(start: number, width: number): number {
    return this.content.direction === 'rtl' ? PAGE.width - PAGE.margin - start - width : PAGE.margin + start;
  }

  lineHeight(style: TextStyle): number {
    return style.size * LEADING;
  }

  /** One line of text in the box [start, start + width], at `y`. */
  text(line: string, start: number, width: number, y: number, style: TextStyle, align: Align = 'start'): void {
    const face = this.face(style);
    const runs = visualLine(line, this.base(style), face, style.size);
    const rtl = this.content.direction === 'rtl';
    const toLeft = (align === 'start') !== rtl;
    let x = this.left(start, width) + (toLeft ? 0 : width - lineWidth(runs));
    this.doc.fillColor(style.color ?? INK);
    for (const run of runs) {
      const font = face[run.font] ?? face[0]!;
      this.doc.font(font.name).fontSize(style.size);
      this.doc.text(run.text, x, y, {
        lineBreak: false,
        features: SHAPE_WHOLE_RUN as PDFKit.Mixins.OpenTypeFeatures[],
        // Measured already: spares pdfkit shaping the run a second time to measure it.
        ...({ textWidth: run.width } as object),
      });
      x += run.width;
    }
  }

  /** A paragraph wrapped to the box; answers the lines, for a caller that measures first. */
  wrap(paragraph: string, width: number, style: TextStyle): string[] {
    return wrapLines(paragraph, this.base(style), this.face(style), style.size, width);
  }

  /** Lines drawn one under the other from `y`; answers the height they took. */
  lines(lines: readonly string[], start: number, width: number, y: number, style: TextStyle, align?: Align): number {
    lines.forEach((line, index) => this.text(line, start, width, y + index * this.lineHeight(style), style, align));
    return lines.length * this.lineHeight(style);
  }

  rule(y: number, start = 0, width = CONTENT, color = RULE): void {
    const x = this.left(start, width);
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.75)
      .strokeColor(color)
      .stroke();
  }

  /** Starts a new page when `height` more points would run into the bottom margin; answers whether it did. */
  ensureRoom(height: number): boolean {
    if (this.y + height <= PAGE.height - PAGE.bottom) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }
}

const LABEL: TextStyle = { size: 8.5, bold: true, color: MUTED };
const BODY: TextStyle = { size: 9.5 };

function header(w: Writer, c: ReceiptContent): void {
  const half = CONTENT / 2;
  w.text(c.seller.lines[0] ?? '', 0, half, w.y, { size: 18, bold: true });
  w.text(c.title, half, half, w.y, { size: 18, bold: true }, 'end');
  w.y += 30;
  w.text(c.number, 0, half, w.y, { size: 11, bold: true });
  w.text(c.placedOn, half, half, w.y, { size: 10, color: MUTED }, 'end');
  w.y += 24;
  w.rule(w.y);
  w.y += 12;

  // Who sold it, where it goes, how it is paid and delivered: three columns.
  const gap = 16;
  const column = (CONTENT - 2 * gap) / 3;
  const blocks = [c.seller, c.address, c.payment];
  const heights = blocks.map((block, index) => {
    const start = index * (column + gap);
    w.text(block.label, start, column, w.y, LABEL);
    // Shoppers' and the shop's own words keep their own direction: a Latin street stays a Latin street.
    const lines = block.lines.flatMap((line) => w.wrap(line, column, { ...BODY, base: 'auto' }));
    return w.lineHeight(LABEL) + w.lines(lines, start, column, w.y + w.lineHeight(LABEL), { ...BODY, base: 'auto' });
  });
  w.y += Math.max(...heights) + 18;
}

/** The items table's columns, from the start edge: the item, then quantity, unit price and amount. */
const COLUMNS = (() => {
  const quantity = 44;
  const price = 90;
  const item = CONTENT - quantity - 2 * price;
  return {
    item: { start: 0, width: item - 8 },
    quantity: { start: item, width: quantity },
    unitPrice: { start: item + quantity, width: price },
    amount: { start: item + quantity + price, width: price },
  };
})();

function tableHead(w: Writer, c: ReceiptContent): void {
  const { item, quantity, unitPrice, amount } = COLUMNS;
  w.text(c.columns.item, item.start, item.width, w.y, LABEL);
  w.text(c.columns.quantity, quantity.start, quantity.width, w.y, LABEL, 'end');
  w.text(c.columns.unitPrice, unitPrice.start, unitPrice.width, w.y, LABEL, 'end');
  w.text(c.columns.amount, amount.start, amount.width, w.y, LABEL, 'end');
  w.y += w.lineHeight(LABEL) + 2;
  w.rule(w.y, 0, CONTENT, MUTED);
  w.y += 6;
}

function items(w: Writer, c: ReceiptContent): void {
  tableHead(w, c);
  const { item, quantity, unitPrice, amount } = COLUMNS;
  const title: TextStyle = { size: 10, base: 'auto' };
  const variant: TextStyle = { size: 9, color: MUTED, base: 'auto' };
  for (const line of c.lines) {
    const titleLines = w.wrap(line.title, item.width, title);
    const variantLines = line.variant ? w.wrap(line.variant, item.width, variant) : [];
    const height = titleLines.length * w.lineHeight(title) + variantLines.length * w.lineHeight(variant) + 8;
    if (w.ensureRoom(height)) tableHead(w, c);
    const top = w.y;
    const titleHeight = w.lines(titleLines, item.start, item.width, top, title);
    w.lines(variantLines, item.start, item.width, top + titleHeight, variant);
    w.text(line.quantity, quantity.start, quantity.width, top, { size: 10 }, 'end');
    w.text(line.unitPrice, unitPrice.start, unitPrice.width, top, { size: 10 }, 'end');
    w.text(line.amount, amount.start, amount.width, top, { size: 10 }, 'end');
    w.y = top + height - 4;
    w.rule(w.y);
    w.y += 6;
  }
}

function totals(w: Writer, c: ReceiptContent): void {
  const width = 250;
  const start = CONTENT - width;
  const valueWidth = 100;
  w.ensureRoom(c.totals.length * 18 + 8);
  w.y += 4;
  for (const row of c.totals) {
    const style: TextStyle = { size: row.strong ? 11 : 9.5, bold: row.strong };
    if (row.strong) {
      w.y += 4;
      w.rule(w.y, start, width, MUTED);
      w.y += 6;
    }
    const labelLines = w.wrap(row.label, width - valueWidth - 8, style);
    w.lines(labelLines, start, width - valueWidth - 8, w.y, style);
    w.text(row.value, start + width - valueWidth, valueWidth, w.y, style, 'end');
    w.y += labelLines.length * w.lineHeight(style) + 2;
  }
  w.y += 14;
}

function notes(w: Writer, c: ReceiptContent): void {
  const style: TextStyle = { size: 8.5, color: MUTED };
  for (const note of c.notes) {
    const lines = w.wrap(note, CONTENT, style);
    w.ensureRoom(lines.length * w.lineHeight(style));
    w.y += w.lines(lines, 0, CONTENT, w.y, style) + 2;
  }
}

/** "Page 1 of 2" at the foot of each page, when there is more than one. */
function pageNumbers(w: Writer, c: ReceiptContent): void {
  const { start, count } = w.doc.bufferedPageRange();
  if (count < 2) return;
  for (let index = 0; index < count; index += 1) {
    w.doc.switchToPage(start + index);
    w.text(c.page(index + 1, count), 0, CONTENT, PAGE.height - PAGE.bottom + 24, { size: 8, color: MUTED }, 'end');
  }
}

function register(doc: PDFKit.PDFDocument, fonts: ReceiptFonts): void {
  // pdfkit takes a parsed fontkit font as it takes a file (PDFFontFactory: anything with `layout`).
  for (const { name, embedded } of [...fonts.regular, ...fonts.bold]) {
    doc.registerFont(name, embedded as unknown as PDFKit.Mixins.PDFFontSource);
  }
}

/**
 * An order's receipt as a PDF, in the reader's language (right to left in Arabic): the shop, the order's
 * number and day, the address, the payment and delivery, each line, the totals with the tax as it was
 * charged, on A4 pages.
 */
export async function renderReceiptPdf(order: Order, options: ReceiptOptions): Promise<Buffer> {
  const content = receiptContent(order, options);
  const fonts = receiptFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // No standard font: every text is in the embedded fonts (pdfkit would otherwise read Helvetica's metrics).
    font: null as unknown as string,
    bufferPages: true,
    lang: options.locale,
    displayTitle: true,
    info: { Title: content.documentTitle, Author: options.shop.name, Creator: options.shop.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  register(doc, fonts);
  const writer = new Writer(doc, fonts, content);
  header(writer, content);
  items(writer, content);
  totals(writer, content);
  notes(writer, content);
  pageNumbers(writer, content);
  doc.end();
  return done;
}
