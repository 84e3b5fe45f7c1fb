import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalIdentifier, checkDigit, epcUrnOf } from '../src/modules/epcis/digital-link.ts';
import { eventHashOf, namespacesOf, preHashOf } from '../src/modules/epcis/event-hash.ts';

const DIR = path.join(import.meta.dirname, 'fixtures/epcis-hash');

/** A reference document's events with the pre-hash strings and hashes the reference generator gives them. */
function reference(name: string) {
  const doc = JSON.parse(fs.readFileSync(path.join(DIR, `${name}.jsonld`), 'utf8'));
  const lines = (ext: string) =>
    fs
      .readFileSync(path.join(DIR, `${name}.${ext}`), 'utf8')
      .split('\n')
      .filter(Boolean);
  const events: Record<string, unknown>[] = doc.epcisBody.eventList ?? doc.epcisBody.queryResults.resultsBody.eventList;
  return { events, namespaces: namespacesOf(doc['@context']), preHashes: lines('prehashes'), hashes: lines('hashes') };
}

describe('the CBV 2.0 event hash', () => {
  it.each([
    'ReferenceEventHashAlgorithm',
    'epcisDocWithShippingAndTransportingEvent',
    'epcisDocWithSingleEvent',
    'epcisEventWithCURIEs',
    'epcisQueryDocument',
    'persistentDisposition',
    'ralfsChaosExample',
  ])('gives the reference pre-hash strings and hashes of %s', (name) => {
    const { events, namespaces, preHashes, hashes } = reference(name);
    expect(events.map((event) => preHashOf(event, namespaces))).toEqual(preHashes);
    expect(events.map((event) => eventHashOf(event, namespaces))).toEqual(hashes);
  });

  it('gives them for the object, aggregation and transaction events of a document mixing URNs and Digital Links', () => {
    const { events, namespaces, preHashes, hashes } = reference('epcisDocWithVariousEventTypes');
    // Its last three, transformation events, name GS1 keys the hash does not normalise yet.
    const covered = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(covered.map((n) => preHashOf(events[n] as Record<string, unknown>, namespaces))).toEqual(covered.map((n) => preHashes[n]));
    expect(covered.map((n) => eventHashOf(events[n] as Record<string, unknown>, namespaces))).toEqual(covered.map((n) => hashes[n]));
  });

  it('is the same whatever the order of fields and list entries', () => {
    const event = {
      type: 'ObjectEvent',
      eventTime: '2026-03-04T08:12:05.120+08:00',
      eventTimeZoneOffset: '+08:00',
      epcList: ['https://q.example.cn/01/09506000134352/21/A1', 'https://q.example.cn/01/09506000134352/21/B2'],
      action: 'OBSERVE',
      bizStep: 'shipping',
    };
    const shuffled = {
      bizStep: 'shipping',
      action: 'OBSERVE',
      epcList: [...event.epcList].reverse(),
      eventTimeZoneOffset: '+08:00',
      eventTime: '2026-03-04T00:12:05.12Z',
      type: 'ObjectEvent',
    };
    expect(eventHashOf(shuffled)).toBe(eventHashOf(event));
    expect(eventHashOf({ ...event, bizStep: 'receiving' })).not.toBe(eventHashOf(event));
    // A Digital Link counts by its GS1 key, whatever host prints it.
    expect(preHashOf(event)).toContain('epc=https://id.gs1.org/01/09506000134352/21/A1');
  });
});

describe('GS1 identifiers', () => {
  it('computes check digits as GS1 specifies', () => {
    expect(checkDigit('0950600013435')).toBe('2');
    expect(checkDigit('10614141123456789')).toBe('7');
  });

  it('turns URNs and Digital Links on any host into the canonical Digital Link, and instance links back into URNs', () => {
    expect(canonicalIdentifier('urn:epc:id:sgtin:0614141.107346.2017')).toBe('https://id.gs1.org/01/10614141073464/21/2017');
    expect(canonicalIdentifier('urn:epc:id:sscc:4012345.1112223334')).toBe('https://id.gs1.org/00/140123451122233341');
    expect(canonicalIdentifier('https://q.example.cn/01/09506000134352/10/L1/21/K7?17=260303')).toBe(
      'https://id.gs1.org/01/09506000134352/21/K7',
    );
    expect(canonicalIdentifier('https://q.example.cn/m/q/K7Q2M9XW')).toBeNull();
    // A host without a dot (an office's own name, localhost) is a host like any other.
    expect(canonicalIdentifier('http://localhost:8080/01/09506000134352/21/K7')).toBe('https://id.gs1.org/01/09506000134352/21/K7');
    expect(canonicalIdentifier('urn:epc:idpat:sgtin:0614141.107346.*')).toBe('https://id.gs1.org/01/10614141073464');
    expect(canonicalIdentifier('urn:epc:idpat:sgtin:0614141.10734.*')).toBeNull();
    expect(epcUrnOf('https://q.example.cn/01/10614141073464/21/2017', 7)).toBe('urn:epc:id:sgtin:0614141.107346.2017');
    expect(epcUrnOf('https://q.example.cn/00/140123451122233341', 7)).toBe('urn:epc:id:sscc:4012345.1112223334');
    expect(epcUrnOf('https://q.example.cn/m/q/K7Q2M9XW', 7)).toBeNull();
    expect(epcUrnOf('https://q.example.cn/01/10614141073464/21/2017', null)).toBeNull();
  });
});
