import type request from 'supertest';

type Agent = ReturnType<typeof request>;

/** A response the test suite received, for the proof that /doc describes it (doc-proof.ts). */
export interface RecordedResponse {
  method: string;
  url: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** The test that made the request, to name it when its response does not match the document. */
  test: string;
}

const METHODS: Record<string, string> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
  del: 'DELETE',
  head: 'HEAD',
  options: 'OPTIONS',
};

interface ResponseEmitter {
  on(event: 'response', listener: (res: request.Response) => void): unknown;
}

/** The supertest agent, recording every response into `log` (requests are made exactly as before). */
export function recordResponses(agent: Agent, log: RecordedResponse[]): Agent {
  return new Proxy(agent, {
    get(target, key, receiver) {
      const member: unknown = Reflect.get(target, key, receiver);
      const method = typeof key === 'string' ? METHODS[key] : undefined;
      if (!method || typeof member !== 'function') return member;
      return (url: string, ...rest: unknown[]) => {
        const test = (member as (url: string, ...rest: unknown[]) => ResponseEmitter).call(target, url, ...rest);
        const name = expect.getState().currentTestName ?? '(outside a test)';
        test.on('response', (res) => {
          log.push({
            method,
            url,
            status: res.status,
            headers: res.headers as Record<string, string>,
            body: res.body,
            test: name,
          });
        });
        return test;
      };
    },
  });
}
