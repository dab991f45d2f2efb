// A stand-in for Node's ServerResponse in unit tests of API routes: records the status, the headers and the body the
// route wrote, so the test reads them from `answer`.
import type { ServerResponse } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

export function fakeResponse(): { res: ServerResponse; answer: Answer } {
  const answer: Answer = { status: 200, headers: {}, body: '' };
  const res = {
    set statusCode(value: number) {
      answer.status = value;
    },
    get statusCode() {
      return answer.status;
    },
    setHeader(name: string, value: unknown) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader: (name: string) => answer.headers[name.toLowerCase()],
    end(chunk?: unknown) {
      answer.body = chunk === undefined ? '' : String(chunk);
    },
  };
  return { res: res as unknown as ServerResponse, answer };
}
