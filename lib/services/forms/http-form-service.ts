// The hosted form-database service (spec section 7): POST {base}/api/database/views/form/{viewId}/submit/.
// Its answer is not read; any status from 200 to 299 means the request arrived.
import { fetchJson } from '@/lib/http/fetch-json';
import { formServiceBody, type FormServiceMapping } from './form-service-mapping';

export interface FormServiceClient {
  submit(form: string, values: Record<string, unknown>): Promise<void>;
}

export function createHttpFormService(
  baseUrl: string,
  mapping: FormServiceMapping,
  timeoutMs: number,
): FormServiceClient {
  return {
    async submit(form, values) {
      const entry = mapping[form];
      if (!entry) throw new Error(`Formular ${form} ist dem Formular-Datenbankdienst nicht zugeordnet`);
      await fetchJson(baseUrl, `/api/database/views/form/${encodeURIComponent(String(entry.viewId))}/submit/`, {
        method: 'POST',
        body: formServiceBody(entry.fields, values),
        timeoutMs,
      }).catch((error: unknown) => {
        // An answer that is not JSON still arrived: the spec does not read it.
        if ((error as Error).message === 'Antwort ist kein JSON') return;
        throw error;
      });
    },
  };
}
