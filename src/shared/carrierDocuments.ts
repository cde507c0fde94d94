/** Account spec 3: a document (insurance or broker agreement) as the lists answer it. */
export interface CarrierDocumentRecord {
  documentId: number;
  title: string;
  /** 'YYYY-MM-DD' */
  dateAdded: string;
}

/** Account spec 7: what DocumentUrls answers per document asked for. */
export interface DocumentUrlRecord {
  documentId: number;
  managedDocumentUrl: string;
}
