// Whether the page is shown to an editor (the Redaktion's preview, or draft mode): then an upload that no published
// page uses yet is only served to the editor's session, so images of the media library are fetched by the browser
// itself instead of through the image optimizer, which asks without cookies (lib/medien/media-types.ts). A context of
// our own rather than Next's router context: blocks that read it stay server-rendered islands (codegen/needs-browser.ts).
import { createContext } from 'react';

export const MediaForEditorsContext = createContext(false);
