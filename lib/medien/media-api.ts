// The media library's part of the Redaktion's API contract (lib/redaktion/shared/api-contract.ts): kept beside the
// library, so the contract's general part does not depend on the media domain.
import type { Call, NoBody } from '@/lib/redaktion/shared/api-contract';
import type { Medium } from './media-types';

/** `/api/redaktion/medien`: the library (GET, `?suche=&art=`), an upload (POST: the file is the raw body, `?name=`). */
export interface MedienApi {
  GET: Call<NoBody, { medien: Medium[] }>;
  POST: Call<Blob, { medium: Medium }>;
}

/** `/api/redaktion/medien/<id>/<aktion>`. */
export interface MediumApi {
  verwendung: { GET: Call<NoBody, { orte: string[] }> };
  angaben: { POST: Call<{ alt: string; dekorativ: boolean; copyright: string }, { medium: Medium }> };
  loeschen: { POST: Call<NoBody, { geloescht: true }> };
}
