import { describe, expect, it, vi } from 'vitest';
import { scrubEvent, scrubValue } from '@/lib/monitoring/scrub';
import { sentrySink } from '@/lib/monitoring/sentry-sink';
import { sentryOptions } from '@/lib/monitoring/sentry-options';

describe('error reports carry no personal data', () => {
  it('removes form fields at any depth and keeps the rest', () => {
    expect(
      scrubValue({
        template: 'ebike',
        formular: { name: 'Anna', email: 'a@b.de', anzahl: 2 },
        list: [{ telefon: '0761' }],
      }),
    ).toEqual({
      template: 'ebike',
      formular: { name: '[entfernt]', email: '[entfernt]', anzahl: 2 },
      list: [{ telefon: '[entfernt]' }],
    });
  });

  it('drops request bodies, cookies, secret headers, query strings and the user', () => {
    const event = scrubEvent({
      request: {
        data: { name: 'Anna' },
        cookies: { rat: 'x' },
        headers: { cookie: 'a', authorization: 'Bearer t', 'user-agent': 'UA' },
        url: 'https://x.example/de/e-bike-leihen/stornieren?uuid=123',
        query_string: 'uuid=123',
      },
      user: { ip_address: '1.2.3.4' },
      extra: { path: '/de', email: 'a@b.de' },
    });
    expect(event.request).toEqual({
      data: undefined,
      cookies: undefined,
      query_string: undefined,
      headers: { 'user-agent': 'UA' },
      url: 'https://x.example/de/e-bike-leihen/stornieren',
    });
    expect(event.user).toBeUndefined();
    expect(event.extra).toEqual({ path: '/de', email: '[entfernt]' });
  });

  it('sends no default PII and scrubs in beforeSend', () => {
    const options = sentryOptions('https://key@sentry.example/1');
    expect(options.sendDefaultPii).toBe(false);
    expect(options.beforeSend({ extra: { passwort: 'geheim' } })).toEqual({ extra: { passwort: '[entfernt]' } });
  });

  it('forwards errors as exceptions and other reports as messages', () => {
    const sentry = { captureException: vi.fn(), captureMessage: vi.fn() };
    const sink = sentrySink(sentry);
    const error = new Error('x');
    sink({ level: 'error', message: 'x', error, tags: { template: 'text' } });
    sink({ level: 'warning', message: 'Ungültiger Block', tags: { template: 'hero' } });
    expect(sentry.captureException).toHaveBeenCalledWith(
      error,
      expect.objectContaining({ tags: { template: 'text' } }),
    );
    expect(sentry.captureMessage).toHaveBeenCalledWith(
      'Ungültiger Block',
      expect.objectContaining({ level: 'warning' }),
    );
  });
});
