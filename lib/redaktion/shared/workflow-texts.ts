// The workflow's German texts, shared by the store (lib/redaktion/store/workflow.ts) and the editor's form, which says the
// same before it asks the server.
export const WORKFLOW_TEXTS = {
  reasonMissing: 'Bitte geben Sie einen Grund an, damit die Redaktion weiß, was zu ändern ist.',
  notDraft: 'Nur ein Entwurf kann zur Freigabe eingereicht werden.',
  withErrors: 'Ein Entwurf mit Fehlern kann nicht eingereicht werden. Bitte beheben Sie zuerst die Fehler.',
  notWaiting: 'Diese Version wartet nicht auf Freigabe.',
  notNewest: 'Es gibt eine neuere Version dieser Seite. Bitte reichen Sie die neueste ein.',
} as const;
