// Chooses the booking implementation by configuration: AUTOMATION_URL and FORM_SERVICE_URL set
// = the spec's calls; neither = the embedded store.
import { getConfig, type Config } from '@/lib/config';
import { getDatabase } from '@/lib/db';
import einstellungen from '@/content/einstellungen.json';
import { createHttpFormService } from '@/lib/services/forms/http-form-service';
import { loadFormServiceMapping } from '@/lib/services/forms/form-service-mapping';
import type { BookingService } from '@/lib/services/automation/booking-service';
import { createEmbeddedBooking } from '@/lib/services/automation/embedded-booking';
import { createHttpAutomation } from '@/lib/services/automation/http-automation';
import { createHttpBooking } from '@/lib/services/automation/http-booking';

/** The form service's view ids and field numbers (FORM_SERVICE_MAPPING; the demo mapping by default). */
export function formServiceMappingFile(config: Pick<Config, 'contentDir'>): string {
  return process.env.FORM_SERVICE_MAPPING || `${config.contentDir}/buchungen/formular-service.json`;
}

export function createBookingService(
  config: Config,
  municipality: string = einstellungen.kurzname,
  mappingFile = formServiceMappingFile(config),
): BookingService {
  if (config.automationUrl || config.formServiceUrl) {
    if (!config.automationUrl || !config.formServiceUrl) {
      throw new Error('Buchungen: AUTOMATION_URL und FORM_SERVICE_URL müssen zusammen gesetzt sein');
    }
    const mapping = loadFormServiceMapping(mappingFile);
    return createHttpBooking(
      createHttpAutomation(config.automationUrl, municipality, config.upstreamTimeoutMs),
      createHttpFormService(config.formServiceUrl, mapping, config.upstreamTimeoutMs),
    );
  }
  return createEmbeddedBooking(getDatabase, config.contentDir);
}

let service: BookingService | undefined;

export function getBookingService(): BookingService {
  service ??= createBookingService(getConfig());
  return service;
}
