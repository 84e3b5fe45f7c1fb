import { createHash } from 'node:crypto';
import { canonicalIdentifier } from './digital-link.ts';

/**
 * The CBV 2.0 event hash (`ni:///sha-256;…?ver=CBV2.0`): every event's fields written in one
 * canonical order and form, whatever order and syntax a document gave them, then hashed. The
 * rules are those of GS1's reference generator (RalphTro/epcis-event-hash-generator), whose
 * published pre-hash strings `test/epcis-hash.test.ts` checks this against.
 */
type Node = { name: string; value: string; children: Node[] };
type Order = ReadonlyArray<readonly [string, Order | null]>;

const QUANTITY: Order = [
  [
    'quantityElement',
    [
      ['epcClass', null],
      ['quantity', null],
      ['uom', null],
    ],
  ],
];
const EPCS: Order = [['epc', null]];
/** The fields in the order the algorithm writes them; the rest follow sorted (business transactions, sources, destinations, ILMD, extensions). */
const PROP_ORDER: Order = [
  ['eventTime', null],
  ['eventTimeZoneOffset', null],
  ['certificationInfo', null],
  ['parentID', null],
  ['epcList', EPCS],
  ['inputEPCList', EPCS],
  ['childEPCs', EPCS],
  ['quantityList', QUANTITY],
  ['childQuantityList', QUANTITY],
  ['inputQuantityList', QUANTITY],
  ['outputEPCList', EPCS],
  ['outputQuantityList', QUANTITY],
  ['action', null],
  ['transformationID', null],
  ['bizStep', null],
  ['disposition', null],
  [
    'persistentDisposition',
    [
      ['set', null],
      ['unset', null],
    ],
  ],
  ['readPoint', [['id', null]]],
  ['bizLocation', [['id', null]]],
  [
    'sensorElementList',
    [
      [
        'sensorElement',
        [
          [
            'sensorMetadata',
            ['time', 'startTime', 'endTime', 'deviceID', 'deviceMetadata', 'rawData', 'dataProcessingMethod', 'bizRules'].map(
              (name) => [name, null] as const,
            ),
          ],
          [
            'sensorReport',
            [
              'type',
              'exception',
              'deviceID',
              'deviceMetadata',
              'rawData',
              'dataProcessingMethod',
              'time',
              'microorganism',
              'chemicalSubstance',
              'value',
              'component',
              'stringValue',
              'booleanValue',
              'hexBinaryValue',
              'uriValue',
              'minValue',
              'maxValue',
              'meanValue',
              'sDev',
              'percRank',
              'percValue',
              'uom',
              'coordinateReferenceSystem',
            ].map((name) => [name, null] as const),
          ],
        ],
      ],
    ],
  ],
];

/** Fields that never count: when it was recorded, its own id, its type (written first) and a later retraction. */
const NOT_HASHED = new Set(['recordTime', 'eventID', 'type', 'errorDeclaration']);
const COMMENTS = new Set(['#text', 'rdfs:comment', 'comment']);
/** Lists whose entries write their `type` first and keep their parts in that order (CBV 2.0). */
const TYPED_LISTS = ['bizTransactionList', 'sourceList', 'destinationList'];
const TYPED_ENTRIES = ['bizTransaction', 'source', 'destination'];

/** The CBV web vocabulary a bare value of each field stands for. */
const VOCABULARY: Record<string, string> = {
  bizStep: 'https://ref.gs1.org/cbv/BizStep-',
  disposition: 'https://ref.gs1.org/cbv/Disp-',
  set: 'https://ref.gs1.org/cbv/Disp-',
  unset: 'https://ref.gs1.org/cbv/Disp-',
  errorReason: 'https://ref.gs1.org/cbv/ER-',
};
const ENTRY_TYPE_VOCABULARY: Record<string, string> = {
  bizTransactionList: 'https://ref.gs1.org/cbv/BTT-',
  sourceList: 'https://ref.gs1.org/cbv/SDT-',
  destinationList: 'https://ref.gs1.org/cbv/SDT-',
};
const BARE = /^[A-Za-z_]+$/;

/** Namespaces a document's `@context` declares (prefix → URI), for extension fields and ILMD. */
export function namespacesOf(context: unknown): Record<string, string> {
  const namespaces: Record<string, string> = {};
  for (const entry of Array.isArray(context) ? context : [context])
    if (entry && typeof entry === 'object')
      for (const [prefix, uri] of Object.entries(entry)) if (typeof uri === 'string') namespaces[prefix] = uri;
  return namespaces;
}

function expandName(name: string, namespaces: Record<string, string>): string {
  const at = name.indexOf(':');
  const uri = at > 0 ? namespaces[name.slice(0, at)] : undefined;
  return uri === undefined ? name : `{${uri}}${name.slice(at + 1)}`;
}

/** A JSON value as text, as the reference generator (Python) writes it. */
function scalarText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value === null || value === undefined) return '';
  return String(value);
}

/** A list's entries under one node, each named as one entry of it (`epcList` → `epc`), as EPCIS XML has them. */
function entryName(list: string, entry: unknown): string {
  const one = list.slice(0, -4);
  if (one === 'inputEPC' || one === 'outputEPC') return 'epc';
  if (['inputQuantity', 'outputQuantity', 'childQuantity', 'quantity'].includes(one) && entry !== null && typeof entry === 'object')
    return 'quantityElement';
  return one;
}

function scalarNode(name: string, value: unknown, namespaces: Record<string, string>, parent: string): Node {
  let text = scalarText(value);
  const prefix = name === 'type' ? ENTRY_TYPE_VOCABULARY[parent] : VOCABULARY[name];
  if (prefix && BARE.test(text)) text = `${prefix}${text}`;
  else {
    const at = text.indexOf(':');
    const uri = at > 0 ? namespaces[text.slice(0, at)] : undefined;
    if (uri !== undefined && !text.startsWith('urn:') && !/^https?:/.test(text)) text = `${uri}${text.slice(at + 1)}`;
  }
  return { name, value: text, children: [] };
}

function valueNode(name: string, value: unknown, namespaces: Record<string, string>, parent: string): Node {
  if (value !== null && typeof value === 'object')
    return { name, value: '', children: objectNodes(value as Record<string, unknown>, namespaces, parent) };
  return scalarNode(name, value, namespaces, parent);
}

/** The fields of a JSON object as nodes; `list` names the list an entry belongs to. */
function objectNodes(object: Record<string, unknown>, namespaces: Record<string, string>, list = ''): Node[] {
  const entries = Object.entries(object).filter(([key]) => !COMMENTS.has(key) && key !== '@context');
  const nodes: Node[] = [];
  for (const [key, value] of entries) {
    const name = expandName(key, namespaces);
    if (Array.isArray(value) && name.endsWith('List')) {
      const children = value.map((entry) =>
        TYPED_LISTS.includes(name)
          ? { name: '', value: '', children: typedEntry(entry, namespaces, name) }
          : valueNode(entryName(name, entry), entry, namespaces, name),
      );
      nodes.push({ name, value: '', children });
    } else if (Array.isArray(value) && name === 'childEPCs') {
      nodes.push({ name, value: '', children: value.map((epc) => scalarNode('epc', epc, namespaces, name)) });
    } else if (Array.isArray(value)) nodes.push(...value.map((entry) => valueNode(name, entry, namespaces, list)));
    else nodes.push(valueNode(name, value, namespaces, list));
  }
  return nodes;
}

/** A business transaction, source or destination: its type first, then its value (CBV 2.0). */
function typedEntry(entry: unknown, namespaces: Record<string, string>, list: string): Node[] {
  const nodes = entry !== null && typeof entry === 'object' ? objectNodes(entry as Record<string, unknown>, namespaces, list) : [];
  return nodes.sort((a, b) => Number(b.name === 'type') - Number(a.name === 'type'));
}

/** A timestamp in UTC at millisecond precision (microseconds rounded half to even). */
function canonicalTime(text: string): string {
  const parts = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})?$/.exec(text);
  if (!parts) return text;
  const micros = Number(`${parts[2] ?? ''}000000`.slice(0, 6));
  const thousands = Math.floor(micros / 1000);
  const rest = micros % 1000;
  const millis = rest > 500 || (rest === 500 && thousands % 2 === 1) ? thousands + 1 : thousands;
  const base = Date.parse(`${parts[1]}${parts[3] ?? 'Z'}`);
  return Number.isNaN(base) ? text : new Date(base + millis).toISOString();
}

/** A number written without a leading plus or trailing zeros, as Python's `str(float)` would. */
function canonicalNumber(text: string): string {
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(text)) return text;
  const value = Number(text);
  if (!Number.isFinite(value)) return text;
  if (Number.isInteger(value)) return BigInt(value).toString();
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-4 && magnitude < 1e16) return String(value);
  const [mantissa, exponent] = value.toExponential().split('e') as [string, string];
  const sign = exponent.startsWith('-') ? '-' : '+';
  return `${mantissa}e${sign}${exponent.replace(/^[+-]/, '').padStart(2, '0')}`;
}

function canonicalValue(text: string): string {
  const vocabulary = text
    .replace('urn:epcglobal:cbv:bizstep:', 'https://ref.gs1.org/cbv/BizStep-')
    .replace('urn:epcglobal:cbv:disp:', 'https://ref.gs1.org/cbv/Disp-')
    .replace('urn:epcglobal:cbv:btt:', 'https://ref.gs1.org/cbv/BTT-')
    .replace('urn:epcglobal:cbv:sdt:', 'https://ref.gs1.org/cbv/SDT-')
    .replace('urn:epcglobal:cbv:er:', 'https://ref.gs1.org/cbv/ER-');
  const number = canonicalNumber(vocabulary);
  return canonicalIdentifier(number) ?? number;
}

function childText(child: Node, order: Order | null): string {
  const below = order ? inOrder(child.children, order) : '';
  let text = child.value.trim();
  if (text) {
    const lower = child.name.toLowerCase();
    text = `=${lower.includes('time') && !lower.includes('offset') ? canonicalTime(text) : canonicalValue(text)}`;
  }
  return text || below ? child.name + text + below : '';
}

/** Writes `nodes` named in `order`, each name's entries sorted; consumes what it wrote. */
function inOrder(nodes: Node[], order: Order): string {
  const extensions =
    nodes.length > 1 && !nodes.some((n) => n.name === 'eventTime' || n.name === 'action')
      ? nodes.filter((n) => n.name.includes('{') && n.name.includes('/}'))
      : [];
  for (const extension of extensions) nodes.splice(nodes.indexOf(extension), 1);
  let text = '';
  for (const [name, below] of order) {
    const values: string[] = [];
    for (const child of nodes.filter((n) => n.name === name)) {
      const written = childText(child, below);
      if (written) values.push(written);
      if (child.children.length === 0) nodes.splice(nodes.indexOf(child), 1);
    }
    values.sort(byCodePoint);
    if (values.join('')) text = [text, ...values].join('');
  }
  return extensions.length > 0 ? text + generic(extensions) : text;
}

function generic(nodes: Node[]): string {
  const values = nodes.map((node) => {
    const text = node.value.trim();
    return node.name + (text ? `=${canonicalValue(text)}` : '') + generic(node.children);
  });
  if (values.length > 1 && !nodes.some((n) => TYPED_ENTRIES.includes(n.name))) values.sort(byCodePoint);
  return values.join('');
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The canonical pre-hash string of an EPCIS 2.0 event in JSON. */
export function preHashOf(event: Record<string, unknown>, namespaces: Record<string, string> = namespacesOf([])): string {
  const nodes = objectNodes(event, namespaces);
  const ordered = inOrder(nodes, PROP_ORDER);
  return `eventType=${String(event.type)}${ordered}${generic(nodes.filter((n) => !NOT_HASHED.has(n.name)))}`;
}

/** The event's hash id, `ni:///sha-256;<hex>?ver=CBV2.0`. */
export function eventHashOf(event: Record<string, unknown>, namespaces?: Record<string, string>): string {
  return `ni:///sha-256;${createHash('sha256').update(preHashOf(event, namespaces), 'utf8').digest('hex')}?ver=CBV2.0`;
}
