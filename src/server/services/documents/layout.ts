import type PDFDocument from 'pdfkit';

/*
 * Drawing helpers shared by the dispatch sheet and the bills of lading. Every text box has a height and an
 * ellipsis, so long instructions or names are cut at their box and never push a page onto the next one:
 * the documents are always one dispatch sheet plus one page per vehicle.
 */

export type Doc = InstanceType<typeof PDFDocument>;

export const PAGE = { width: 612, height: 792, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
const GRAY = '#555555';

/** The built-in fonts speak WinAnsi only; anything else (emoji, other scripts) prints as '?' instead of garbage. */
export function printable(text: string | null | undefined): string {
  return (text ?? '').replace(/\r\n?/g, '\n').replace(/[^\n\x20-\x7e\xa0-\xff]/g, '?');
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Text confined to a box (cut with '...' when it does not fit); answers the y below what was written. */
export function textIn(doc: Doc, text: string, box: Box, options: { font?: string; size?: number; color?: string } = {}): number {
  doc.font(options.font ?? REGULAR).fontSize(options.size ?? 10).fillColor(options.color ?? 'black');
  const content = printable(text);
  if (content.trim() === '') return box.y;
  const used = Math.min(doc.heightOfString(content, { width: box.width }), box.height);
  doc.text(content, box.x, box.y, { width: box.width, height: box.height, ellipsis: true, lineBreak: true });
  return box.y + used;
}

/** A small gray label over its value; answers the y below the value. */
export function field(doc: Doc, label: string, value: string, box: Box): number {
  const valueTop = textIn(doc, label.toUpperCase(), { ...box, height: 10 }, { font: BOLD, size: 7, color: GRAY }) + 2;
  return textIn(doc, value === '' ? '-' : value, { ...box, y: valueTop, height: box.height - (valueTop - box.y) });
}

export function heading(doc: Doc, text: string, x: number, y: number, width: number, size = 12): number {
  return textIn(doc, text, { x, y, width, height: size * 1.5 }, { font: BOLD, size }) + 4;
}

export function rule(doc: Doc, y: number, x = PAGE.margin, width = CONTENT_WIDTH): void {
  doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.5).strokeColor('#999999').stroke();
}

/** A line to sign on with its caption underneath. */
export function signatureLine(doc: Doc, caption: string, x: number, y: number, width: number): void {
  doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.75).strokeColor('black').stroke();
  textIn(doc, caption, { x, y: y + 3, width, height: 10 }, { size: 8, color: GRAY });
}
