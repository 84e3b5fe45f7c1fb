import { describe, expect, expectTypeOf, it } from 'vitest';
import { resourceApi } from '../src/api/base.ts';
import { type Answer, type Body, type PlainAnswer, request, requestPlain, write } from '../src/api/http.ts';
import { shipmentsApi } from '../src/api/shipments.ts';

/**
 * The console's calls are typed by the server's OpenAPI document (`src/api/paths.gen.ts`): what
 * the server does not have fails the type check (`npm run typecheck` checks this file). Never
 * called: each `@ts-expect-error` fails the check when its line stops being an error.
 */
function refused() {
  // @ts-expect-error a path the server does not have
  void request('/api/physical/shipment/codes', { query: { id: 1 } });
  // @ts-expect-error a method the path does not answer (scan is a POST)
  void request('/api/physical/shipments/scan');
  // @ts-expect-error a body field the server does not read
  void write('/api/physical/shipments/scan', { id: 1, codes: ['A'], code: 'A' });
  // @ts-expect-error a required body field left out
  void write('/api/physical/shipments/scan', { id: 1 });
  // @ts-expect-error a body field of the wrong type
  void write('/api/physical/shipments/close', { id: '1', reason: 'short' });
  // @ts-expect-error a query field the server does not read
  void request('/api/physical/shipments/codes', { query: { id: 1, shipment_id: 1 } });
  // @ts-expect-error a path parameter left out
  void request('/api/plant/tasks/{id}/station');
  // @ts-expect-error a resource the server does not list
  void resourceApi('shipment', 'physical');
  // @ts-expect-error a resource of another area
  void resourceApi('shipments');
  // @ts-expect-error a call the resource does not have (the WMS uploads list has no add)
  void resourceApi('wmsuploads', 'physical').add({});
  // @ts-expect-error a capture job read without its id
  void requestPlain('/epcis/capture/{captureID}');
}

async function answered() {
  const codes = await shipmentsApi.codes(1, 1, 20);
  // @ts-expect-error an answer field the server does not send
  void codes.list[0]?.shipment_no;
  const scan = await shipmentsApi.scan(1, ['A']);
  // @ts-expect-error an answer field the server does not send (each read's answer is in `outcomes`)
  void scan.results;
  const page = await resourceApi('shipments', 'physical').page({ page: 1 });
  // @ts-expect-error a list row's field the server does not send
  void page.list[0]?.dealer;
  // @ts-expect-error a list filter the server does not read
  void resourceApi('shipments', 'physical').page({ dealer: 1 });
}

describe('the typed calls', () => {
  it('answer the types the document gives the server', () => {
    expectTypeOf<Answer<'/api/physical/shipments/unscan', 'POST'>>().toHaveProperty('removed').toEqualTypeOf<number>();
    expectTypeOf<Body<'/api/physical/shipments/unscan'>>().toEqualTypeOf<{ id: number; codes: string[] }>();
    expectTypeOf<Answer<'/api/jobs/running'>>().toBeArray();
    // GS1's EPCIS binding answers without the envelope: a capture's 202 is its job.
    expectTypeOf<PlainAnswer<'/epcis/capture', 'POST'>>().toHaveProperty('storedCount').toEqualTypeOf<number>();
    expectTypeOf<PlainAnswer<'/epcis/capture/{captureID}'>>().toEqualTypeOf<PlainAnswer<'/epcis/capture', 'POST'>>();
    expect(refused).toBeTypeOf('function');
    expect(answered).toBeTypeOf('function');
  });
});
