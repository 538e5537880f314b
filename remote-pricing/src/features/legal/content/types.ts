// The shape of a legal text: what the four documents are written in and the legal page renders.
export interface LegalTable {
  caption: string;
  headers: string[];
  rows: string[][];
}

export interface LegalSection {
  /** Anchor of the section: the table of contents links to `#id`. */
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
  table?: LegalTable;
  /** Paragraphs after the list or table. */
  after?: string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  /** Spanish long date, e.g. "9 de agosto de 2025". */
  updated?: string;
  intro: string;
  sections: LegalSection[];
}
