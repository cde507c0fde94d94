import { PAGE, type Doc } from './layout';

/**
 * A cursor down the page that starts another page when what comes next does not fit: a vehicle's bill of lading
 * with long damage lists and many photos continues on a second page rather than drawing past the bottom.
 */
export interface Flow {
  y: number;
  /** Makes room for `height` below the cursor, on a new page (headed by `continued`) when this one is full. */
  ensure(height: number): void;
}

export function pageFlow(doc: Doc, y: number, continued: (doc: Doc) => number): Flow {
  const bottom = PAGE.height - PAGE.margin;
  const flow: Flow = {
    y,
    ensure(height) {
      if (flow.y + height <= bottom) return;
      doc.addPage();
      flow.y = continued(doc);
    },
  };
  return flow;
}
