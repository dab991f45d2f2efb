// What the editor is told about the workflow state of the version it shows (lib/redaktion/store/workflow.ts fills it).
export interface Freigabestand {
  zustand: string;
  einreichung: string;
  /** ISO 8601. */
  eingereichtAm: string | null;
  rueckweisung: { grund: string; von: string; am: string } | null;
  /** The public change note given at submission: the approver sees what visitors will read. */
  aenderungshinweis?: string | null;
}

export interface Aufgabe {
  /** The document: a page's id, or an entry's (then `sammlung` names its collection). */
  seiteId: string;
  sammlung?: string | null;
  pfad: string;
  titel: string;
  versionNummer: number;
  von: string;
  /** ISO 8601. */
  am: string;
  text: string;
}

export interface Aufgaben {
  /** My newest versions that an approver sent back, with the reason. */
  zurueckgewiesen: Aufgabe[];
  /** Versions waiting for approval that I may publish (not my own while four eyes are on); approvers only. */
  freigeben: Aufgabe[];
  /** My versions waiting for somebody else's approval. */
  eingereicht: Aufgabe[];
  /** Änderungspakete: waiting for my approval, sent back to me, submitted by me, planned. */
  pakete?: PaketAufgabe[];
}

export interface PaketAufgabe {
  id: string;
  titel: string;
  /** What is to be done, or what is coming: 'Wartet auf Ihre Freigabe', 'Zurückgewiesen: …'. */
  text: string;
}
