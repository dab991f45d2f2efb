import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ErrorPageBoundary } from '@/renderer/error/ErrorPageBoundary';
import { errorStatus } from '@/renderer/error/error-status';
import { isChunkLoadError, reloadOnceForChunkError } from '@/renderer/client/chunk-reload';
import { ErrorView } from '@/renderer/error/ErrorView';
import { WithdrawnPageError, withdrawalOfError } from '@/renderer/withdrawn-page';
import { renderWithRouter } from '../../support/render-with-router';

describe('error page', () => {
  it('takes the status from the error, else 500', () => {
    expect(errorStatus(404, null)).toBe(404);
    expect(errorStatus(200, { statusCode: 503 })).toBe(503);
    expect(errorStatus(undefined, {})).toBe(500);
    expect(errorStatus(undefined, { statusCode: 42 })).toBe(500);
    // Next has set 500 for any thrown error; an error that knows its status wins (a CMS answer that is no page).
    expect(errorStatus(500, { statusCode: 502 })).toBe(502);
    expect(errorStatus(404, { statusCode: 42 })).toBe(404);
  });

  it('shows the 404 texts and the other errors texts with the breadcrumb "Fehler - status"', () => {
    const notFound = renderWithRouter(<ErrorView statusCode={404} layoutData={{ menus: {}, weather: null }} />);
    expect(notFound).toContain('404 - Seite nicht gefunden');
    expect(notFound).toContain('Fehler - 404');
    expect(notFound).toContain('Zurück zur Startseite');
    const other = renderWithRouter(<ErrorView statusCode={502} layoutData={{ menus: {}, weather: null }} />);
    expect(other).toContain('Leider ist ein Fehler aufgetreten');
    expect(other).toContain('Fehler - 502');
  });

  it('shows a withdrawn page (410) with its date, its note, the suggested page and noindex', () => {
    const zurueckgezogen = {
      am: '2026-11-20T23:30:00.000Z',
      hinweis: 'Die Sammlung gibt es nicht mehr.\nFragen Sie im Rathaus.',
      vorschlag: { pfad: '/de/rathaus', titel: 'Rathaus & Bürgerbüro' },
    };
    const html = renderWithRouter(
      <ErrorView statusCode={410} layoutData={{ menus: {}, weather: null }} zurueckgezogen={zurueckgezogen} />,
    );
    expect(html).toContain('410 - Seite nicht mehr verfügbar');
    expect(html).toContain('Fehler - 410');
    // Berlin's date, not UTC's.
    expect(html).toContain('Diese Seite wurde am 21.11.2026 aus dem Angebot genommen.');
    expect(html).toContain('Die Sammlung gibt es nicht mehr.\nFragen Sie im Rathaus.');
    expect(html).toMatch(/Vielleicht hilft Ihnen:.*<a[^>]*href="\/de\/rathaus"[^>]*>Rathaus &amp; Bürgerbüro<\/a>/s);
    expect(html).toContain('Zurück zur Startseite');
    const without = renderWithRouter(
      <ErrorView
        statusCode={410}
        layoutData={{ menus: {}, weather: null }}
        zurueckgezogen={{ ...zurueckgezogen, vorschlag: null }}
      />,
    );
    expect(without).not.toContain('Vielleicht hilft Ihnen');
  });

  it('takes the withdrawn note from a 410 error only', () => {
    const zurueckgezogen = { am: '2026-11-20T10:00:00.000Z', hinweis: 'Weg.', vorschlag: null };
    expect(withdrawalOfError(new WithdrawnPageError('/de/x', zurueckgezogen))).toEqual(zurueckgezogen);
    expect(errorStatus(500, new WithdrawnPageError('/de/x', zurueckgezogen))).toBe(410);
    expect(withdrawalOfError({ statusCode: 404, zurueckgezogen })).toBeUndefined();
    expect(withdrawalOfError(null)).toBeUndefined();
  });

  it('falls back to a plain view when the error page itself fails', () => {
    const boundary = new ErrorPageBoundary({ children: null });
    boundary.state = ErrorPageBoundary.getDerivedStateFromError();
    const html = renderToString(<>{boundary.render()}</>);
    expect(html).toContain('Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten.');
    expect(html).toContain('href="/de"');
  });
});

describe('chunk-loading failures', () => {
  function fakeWindow(onLine = true) {
    const store = new Map<string, string>();
    return {
      navigator: { onLine },
      location: { pathname: '/de/tourismus', reload: vi.fn() },
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
      },
    } as unknown as Window & { location: { reload: ReturnType<typeof vi.fn> } };
  }

  it('recognises chunk-loading errors and nothing else', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the page once, never in a loop', () => {
    const win = fakeWindow();
    expect(reloadOnceForChunkError({ name: 'ChunkLoadError' }, win)).toBe(true);
    expect(reloadOnceForChunkError({ name: 'ChunkLoadError' }, win)).toBe(false);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload offline: the chunk failed for want of a network, and a reload would cancel a navigation', () => {
    const win = fakeWindow(false);
    expect(reloadOnceForChunkError({ name: 'ChunkLoadError' }, win)).toBe(false);
    expect(win.location.reload).not.toHaveBeenCalled();
  });
});
