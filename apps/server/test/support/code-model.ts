/**
 * An in-memory model of the code life cycle (reference/traceability.md §4.3–4.4), written from
 * the state machine table rather than from the server's code: the property test drives the same
 * operations through the API and through this model and compares the two after every step.
 *
 * Each code keeps its status, container (`parent`), holder, product and successor; its root
 * (topmost container) and child count are derived from the containment, so the model cannot be
 * inconsistent in the ways the database could.
 */

export type Level = 'item' | 'box' | 'pallet';
export type Status = 'generated' | 'printed' | 'active' | 'shipped' | 'received' | 'returned' | 'voided' | 'replaced';
export type Holder = { type: 'warehouse' | 'dealer'; id: number } | null;
export type ModelCode = {
  value: string;
  level: Level;
  status: Status;
  parent: string | null;
  holder: Holder;
  product: number | null;
  replacedBy: string | null;
};

/** One operation as the API takes it (without `op_id`). */
export type Op =
  | { kind: 'commission'; body: { codes: string[]; product_id: number; warehouse_id: number } }
  | { kind: 'pack'; body: { packs: Array<{ parent: string; children: string[] }>; force: boolean } }
  | { kind: 'unpack'; body: { codes: string[]; contents: boolean } }
  | { kind: 'replace'; body: { pairs: Array<{ old: string; new: string }> } }
  | { kind: 'ship'; body: { codes: string[]; dealer_id: number; warehouse_id?: number } }
  | { kind: 'receive'; body: { codes: string[]; dealer_id?: number } }
  | { kind: 'return'; body: { codes: string[]; warehouse_id: number } }
  | { kind: 'void'; body: { codes: string[]; reason: string; with_contents: boolean } };

export type Refusal = { code: string; reason: string };

const RANK: Record<Level, number> = { item: 1, box: 2, pallet: 3 };
const UNISSUED: Status[] = ['generated', 'printed'];
const TERMINAL: Status[] = ['voided', 'replaced'];
const LIVE: Status[] = ['active', 'shipped', 'received', 'returned'];

export class CodeModel {
  readonly codes = new Map<string, ModelCode>();

  /**
   * `capacity(product, level)`: how many children of the level just below a container of that
   * level and product holds (the product's packaging relation), or undefined when unbounded.
   */
  constructor(private readonly capacity: (product: number, level: Level) => number | undefined) {}

  add(value: string, level: Level) {
    this.codes.set(value, { value, level, status: 'generated', parent: null, holder: null, product: null, replacedBy: null });
  }

  get(value: string): ModelCode | undefined {
    return this.codes.get(value);
  }

  childrenOf(value: string): ModelCode[] {
    return [...this.codes.values()].filter((c) => c.parent === value);
  }

  childCount(value: string): number {
    return this.childrenOf(value).length;
  }

  /** The topmost container, or null for a loose code. */
  rootOf(value: string): string | null {
    let code = this.codes.get(value);
    let root: string | null = null;
    for (let depth = 0; code?.parent && depth < 10; depth++) {
      root = code.parent;
      code = this.codes.get(code.parent);
    }
    return root;
  }

  ancestorsOf(value: string): string[] {
    const out: string[] = [];
    let code = this.codes.get(value);
    while (code?.parent) {
      out.push(code.parent);
      code = this.codes.get(code.parent);
    }
    return out;
  }

  /** The code and everything below it. */
  subtree(value: string): ModelCode[] {
    const code = this.codes.get(value);
    if (!code) return [];
    return [code, ...this.childrenOf(value).flatMap((child) => this.subtree(child.value))];
  }

  inStockAtWarehouse(code: ModelCode): boolean {
    return (code.status === 'active' || code.status === 'returned') && code.holder?.type === 'warehouse';
  }

  /** Every code is named once and belongs to this enterprise (the pool); the rest is refused. */
  private listing(values: string[], refusals: Refusal[]): ModelCode[] {
    const seen = new Set<string>();
    const found: ModelCode[] = [];
    for (const value of values) {
      if (seen.has(value)) refusals.push({ code: value, reason: 'listed_twice' });
      else {
        seen.add(value);
        const code = this.codes.get(value);
        if (code) found.push(code);
        else refusals.push({ code: value, reason: 'not_found' });
      }
    }
    return found;
  }

  /** Codes listed together with one of their containers: the container already carries them. */
  private insideListed(codes: ModelCode[], refusals: Refusal[]) {
    const listed = new Set(codes.map((c) => c.value));
    for (const code of codes)
      if (this.ancestorsOf(code.value).some((a) => listed.has(a))) refusals.push({ code: code.value, reason: 'inside_listed' });
  }

  /** Why the operation is refused (all of it); empty when it is accepted. */
  check(op: Op): Refusal[] {
    const r: Refusal[] = [];
    const refuse = (code: ModelCode | string, reason: string) => r.push({ code: typeof code === 'string' ? code : code.value, reason });
    switch (op.kind) {
      case 'commission': {
        for (const c of this.listing(op.body.codes, r)) {
          if (!UNISSUED.includes(c.status)) refuse(c, 'wrong_status');
          else if (c.product !== null && c.product !== op.body.product_id) refuse(c, 'product_mismatch');
        }
        break;
      }
      case 'pack': {
        this.listing(
          op.body.packs.flatMap((p) => [p.parent, ...p.children]),
          r,
        );
        for (const pack of op.body.packs) {
          const parent = this.codes.get(pack.parent);
          if (!parent) continue;
          if (!this.inStockAtWarehouse(parent)) refuse(parent, 'parent_not_in_stock');
          const children = pack.children.map((v) => this.codes.get(v)).filter((c): c is ModelCode => c !== undefined);
          for (const child of children) {
            if (!this.inStockAtWarehouse(child)) refuse(child, 'not_in_stock');
            else if (child.parent !== null) refuse(child, 'already_packed');
            else if (RANK[child.level] >= RANK[parent.level]) refuse(child, 'level_order');
            else if (child.holder?.id !== parent.holder?.id) refuse(child, 'holder_mismatch');
            else if (!op.body.force && child.product !== parent.product) refuse(child, 'product_mismatch');
          }
          // A container holds at most its packaging relation's quantity of the level just below
          // (the first child named gives the level being packed), unless closed by hand (force).
          const first = children[0];
          const cap = parent.product === null ? undefined : this.capacity(parent.product, parent.level);
          if (!op.body.force && cap !== undefined && first && RANK[first.level] === RANK[parent.level] - 1)
            if (this.childCount(parent.value) + pack.children.length > cap) refuse(parent, 'over_capacity');
        }
        break;
      }
      case 'unpack': {
        for (const c of this.listing(op.body.codes, r)) {
          if (!this.inStockAtWarehouse(c)) refuse(c, 'not_in_stock');
          else if (op.body.contents && this.childCount(c.value) === 0) refuse(c, 'empty');
          else if (!op.body.contents && c.parent === null) refuse(c, 'not_packed');
        }
        break;
      }
      case 'replace': {
        this.listing(
          op.body.pairs.flatMap((p) => [p.old, p.new]),
          r,
        );
        for (const pair of op.body.pairs) {
          const old = this.codes.get(pair.old);
          const next = this.codes.get(pair.new);
          if (old && !LIVE.includes(old.status)) refuse(old, 'wrong_status');
          if (next && !UNISSUED.includes(next.status)) refuse(next, 'wrong_status');
          else if (old && next && old.level !== next.level) refuse(next, 'level_mismatch');
          else if (old && next && next.product !== null && next.product !== old.product) refuse(next, 'product_mismatch');
        }
        break;
      }
      case 'ship': {
        for (const c of this.listing(op.body.codes, r)) {
          if (c.status !== 'active' && c.status !== 'returned') refuse(c, 'wrong_status');
          else if (c.parent !== null) refuse(c, 'not_top_level');
          else if (c.holder?.type !== 'warehouse') refuse(c, 'not_at_warehouse');
          else if (op.body.warehouse_id !== undefined && c.holder.id !== op.body.warehouse_id) refuse(c, 'holder_mismatch');
        }
        break;
      }
      case 'receive': {
        for (const c of this.listing(op.body.codes, r)) {
          if (c.status !== 'shipped') refuse(c, 'wrong_status');
          else if (c.parent !== null) refuse(c, 'not_top_level');
          else if (op.body.dealer_id !== undefined && c.holder?.id !== op.body.dealer_id) refuse(c, 'not_at_dealer');
        }
        break;
      }
      case 'return': {
        const found = this.listing(op.body.codes, r);
        for (const c of found) if (c.status !== 'shipped' && c.status !== 'received') refuse(c, 'wrong_status');
        this.insideListed(found, r);
        break;
      }
      case 'void': {
        const found = this.listing(op.body.codes, r);
        for (const c of found) {
          if (TERMINAL.includes(c.status)) refuse(c, 'wrong_status');
          else if (this.childCount(c.value) > 0 && !op.body.with_contents) refuse(c, 'has_contents');
        }
        this.insideListed(found, r);
        break;
      }
    }
    return r;
  }

  /** Applies an operation the model accepts. */
  apply(op: Op) {
    const code = (value: string) => this.codes.get(value) as ModelCode;
    switch (op.kind) {
      case 'commission':
        for (const v of op.body.codes)
          Object.assign(code(v), {
            status: 'active',
            product: op.body.product_id,
            holder: { type: 'warehouse', id: op.body.warehouse_id },
          });
        break;
      case 'pack':
        for (const pack of op.body.packs) for (const v of pack.children) code(v).parent = pack.parent;
        break;
      case 'unpack': {
        const leaving = op.body.contents ? op.body.codes.flatMap((v) => this.childrenOf(v).map((c) => c.value)) : op.body.codes;
        for (const v of leaving) code(v).parent = null;
        break;
      }
      case 'replace':
        for (const pair of op.body.pairs) {
          const old = code(pair.old);
          const next = code(pair.new);
          Object.assign(next, { status: old.status, product: old.product, parent: old.parent, holder: old.holder });
          for (const child of this.childrenOf(old.value)) child.parent = next.value;
          Object.assign(old, { status: 'replaced', replacedBy: next.value, parent: null });
        }
        break;
      case 'ship':
        for (const v of op.body.codes)
          for (const c of this.subtree(v)) Object.assign(c, { status: 'shipped', holder: { type: 'dealer', id: op.body.dealer_id } });
        break;
      case 'receive':
        for (const v of op.body.codes) for (const c of this.subtree(v)) c.status = 'received';
        break;
      case 'return':
        for (const v of op.body.codes) {
          for (const c of this.subtree(v))
            Object.assign(c, { status: 'returned', holder: { type: 'warehouse', id: op.body.warehouse_id } });
          code(v).parent = null;
        }
        break;
      case 'void':
        for (const v of op.body.codes) {
          const tree = this.subtree(v);
          for (const c of tree) Object.assign(c, { status: 'voided', holder: null, parent: null });
        }
        break;
    }
  }

  /** The state the database must show for each code. */
  expected(value: string) {
    const c = code(this, value);
    return {
      status: c.status,
      parent: c.parent,
      root: this.rootOf(value),
      child_count: this.childCount(value),
      holder_type: c.holder?.type ?? null,
      holder_id: c.holder?.id ?? null,
      product_id: c.product,
      replaced_by: c.replacedBy,
    };
  }
}

function code(model: CodeModel, value: string): ModelCode {
  const found = model.get(value);
  if (!found) throw new Error(`no code ${value} in the model`);
  return found;
}

export { LIVE, RANK, TERMINAL, UNISSUED };
