/**
 * The HTTPS URIs on the enterprise's scan host that name what has no GS1 key in the product: its
 * warehouses and dealers as places and parties, and its documents as business transactions. The
 * query reads them back into the ids they carry.
 */

/** A place (EPCIS `bizLocation`) or a party (a source or destination). */
export type Holder = { type: 'warehouse' | 'dealer'; id: number };
export type Transaction = { type: 'production_order' | 'shipment' | 'return' | 'exchange'; id: number };

/** The CBV business transaction type of each kind of document. */
export const TRANSACTION_TYPES: Record<Transaction['type'], string> = {
  production_order: 'prodorder',
  shipment: 'desadv',
  return: 'rma',
  exchange: 'desadv',
};

const PATH_OF: Record<Transaction['type'], string> = {
  production_order: 'production-orders',
  shipment: 'outbound-orders',
  return: 'returns',
  exchange: 'exchanges',
};

export const locationUri = (base: string, holder: Holder) => `${base}/epcis/locations/${holder.type}s/${holder.id}`;
export const partyUri = (base: string, holder: Holder) => `${base}/epcis/parties/${holder.type}s/${holder.id}`;
export const transactionUri = (base: string, transaction: Transaction) =>
  `${base}/epcis/transactions/${PATH_OF[transaction.type]}/${transaction.id}`;

function idAfter(base: string, uri: string, kind: string): { path: string; id: number } | null {
  const prefix = `${base}/epcis/${kind}/`;
  const match = uri.startsWith(prefix) ? /^([a-z-]+)\/([1-9][0-9]{0,9})$/.exec(uri.slice(prefix.length)) : null;
  const id = Number(match?.[2]);
  return match && id <= 2_147_483_647 ? { path: match[1] as string, id } : null;
}

/** The warehouse or dealer a location URI names; null for any other text. */
export function holderOfLocation(base: string, uri: string): Holder | null {
  const found = idAfter(base, uri, 'locations');
  return found && (found.path === 'warehouses' || found.path === 'dealers')
    ? { type: found.path === 'warehouses' ? 'warehouse' : 'dealer', id: found.id }
    : null;
}

/** The document a business transaction URI names; null for any other text. */
export function transactionOf(base: string, uri: string): Transaction | null {
  const found = idAfter(base, uri, 'transactions');
  const type = found && (Object.keys(PATH_OF) as Transaction['type'][]).find((key) => PATH_OF[key] === found.path);
  return found && type ? { type, id: found.id } : null;
}
