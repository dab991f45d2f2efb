// What the service worker may store: never personal pages, the API or forms, never private answers.
import { describe, expect, it } from 'vitest';
import { isNeverCached, isStorable, pagePathOf } from '@/lib/pwa/never-cache';

describe('service worker cache rules', () => {
  it('never stores the intranet, the council system, the API, bookings, cancellations and search', () => {
    for (const path of [
      '/api/buchungen/ebike/verfuegbarkeit',
      '/api/intranet/anmelden',
      '/api',
      '/abfrage/de/veranstaltungen',
      '/de/intranet',
      '/de/intranet/aktuelles/3',
      '/de/ratsinfo',
      '/de/ratsinfo/sitzungen/2',
      '/de/e-bike-leihen',
      '/de/e-bike-leihen/stornieren',
      '/de/lastenrad-leihen/stornieren',
      '/de/raumreservierung/stornieren',
      '/de/gemeinde/suche',
      '/_next/data/AbC123/de/intranet.json',
      '/_next/data/AbC123/de/intranet/archiv.json',
      '/_next/data/AbC123/de/ratsinfo/berichte.json',
      '/_next/data/AbC123/de/e-bike-leihen/stornieren.json',
    ]) {
      expect(isNeverCached(path), path).toBe(true);
    }
  });

  it('lets public pages, their data and the build files be cached', () => {
    for (const path of [
      '/de',
      '/de/tourismus',
      '/de/intranetseite-der-vereine',
      '/de/leben/raeume',
      '/_next/data/AbC123/de/tourismus.json',
      '/_next/static/chunks/main.js',
      '/offline',
    ]) {
      expect(isNeverCached(path), path).toBe(false);
    }
    expect(pagePathOf('/_next/data/AbC123/de.json')).toBe('/de');
    expect(pagePathOf('/_next/data/AbC123/index.json')).toBe('/');
  });

  it('stores only complete, public, same-origin answers', () => {
    const response = (status: number, headers: Record<string, string>, type = 'basic') => ({
      status,
      type,
      headers: { get: (name: string) => headers[name] ?? headers[name.toLowerCase()] ?? null },
    });
    expect(isStorable(response(200, { 'Cache-Control': 's-maxage=60, stale-while-revalidate=600' }))).toBe(true);
    expect(isStorable(response(200, {}))).toBe(true);
    expect(isStorable(response(200, { 'Cache-Control': 'private, no-store' }))).toBe(false);
    expect(
      isStorable(response(200, { 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' })),
    ).toBe(false);
    expect(isStorable(response(200, { Vary: 'Accept-Encoding, Cookie' }))).toBe(false);
    expect(isStorable(response(404, {}))).toBe(false);
    expect(isStorable(response(500, {}))).toBe(false);
    expect(isStorable(response(0, {}, 'opaque'))).toBe(false);
  });
});
