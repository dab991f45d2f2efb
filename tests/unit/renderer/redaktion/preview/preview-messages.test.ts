// The editor and its preview talk across sites by postMessage (issue 45): each side takes only messages of this
// conversation from the other's window and origin, so another page or frame cannot select blocks in the editor or
// draw content in the preview.
import { describe, expect, it } from 'vitest';
import { PREVIEW_CHANNEL, received, send } from '@/renderer/redaktion/preview/preview-messages';

const preview = {} as Window;
const other = {} as Window;
const event = (data: unknown, source: Window, origin: string) => ({ data, source, origin }) as unknown as MessageEvent;

describe('messages between the editor and its preview', () => {
  const message = { kanal: PREVIEW_CHANNEL, art: 'gewaehlt', blockId: 'b-1', pointer: '/text' };

  it('takes a message of the conversation from the expected window and origin', () => {
    expect(received(event(message, preview, 'http://localhost:3000'), preview, 'http://localhost:3000')).toEqual(
      message,
    );
  });

  it('ignores another origin, another window, a missing window and messages of anything else', () => {
    expect(received(event(message, preview, 'https://angreifer.example'), preview, 'http://localhost:3000')).toBeNull();
    expect(received(event(message, other, 'http://localhost:3000'), preview, 'http://localhost:3000')).toBeNull();
    expect(received(event(message, preview, 'http://localhost:3000'), null, 'http://localhost:3000')).toBeNull();
    for (const data of [{ ...message, kanal: 'anderes' }, 'gewaehlt', null])
      expect(received(event(data, preview, 'http://localhost:3000'), preview, 'http://localhost:3000')).toBeNull();
  });

  it('sends to the named origin only, marked as this conversation', () => {
    const posted: unknown[][] = [];
    send(
      { postMessage: (...args: unknown[]) => posted.push(args) } as unknown as Window,
      { art: 'bereit' },
      'http://x',
    );
    expect(posted).toEqual([[{ art: 'bereit', kanal: PREVIEW_CHANNEL }, 'http://x']]);
  });
});
