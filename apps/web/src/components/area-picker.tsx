import type { Area } from '@trace/contract/org';
import { Cascader, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaApi } from '../api/org.ts';
import { compareText } from '../utils/collate.ts';

type Node = { value: string; label: string; isLeaf: boolean; home?: boolean; children?: Node[] };

const toNode = (area: Area): Node => ({ value: area.code, label: area.name, isLeaf: !area.has_children, home: area.home });

/**
 * Areas as a reader of the language looks for them: by name in its order (countries by their
 * translated name, not ISO code; Chinese names by pinyin), the enterprise's own country first
 * (the server marks it from the enterprise's region; China when none is set).
 */
export function orderAreas<T extends { label: string; home?: boolean }>(areas: T[], language?: string): T[] {
  return [...areas].sort((a, b) => Number(Boolean(b.home)) - Number(Boolean(a.home)) || compareText(a.label, b.label, language));
}

const childrenOf = async (code: string) => orderAreas((await areaApi.children(code)).map(toNode));

/**
 * The chain of codes from the root to an area: China's GB/T 2260 codes carry their province and
 * city in their digits (440305 → CN, 440000, 440300, 440305); other countries are one level.
 */
export function areaPath(code: string): string[] {
  if (!/^\d{6}$/.test(code)) return code ? [code] : [];
  const province = `${code.slice(0, 2)}0000`;
  const city = `${code.slice(0, 4)}00`;
  return [...new Set(['CN', province, city, code])];
}

function attach(nodes: Node[], parent: string, children: Node[]): Node[] {
  return nodes.map((n) =>
    n.value === parent ? { ...n, children } : n.children ? { ...n, children: attach(n.children, parent, children) } : n,
  );
}

function findNode(nodes: Node[], code: string): Node | undefined {
  for (const node of nodes) {
    if (node.value === code) return node;
    const found = node.children && findNode(node.children, code);
    if (found) return found;
  }
  return undefined;
}

/** Whether the children of `code` ('0': the countries) are in the tree. */
function isLoaded(tree: Node[], code: string): boolean {
  return code === '0' ? tree.length > 0 : Boolean(findNode(tree, code)?.children);
}

type Props = { value?: string; onChange?: (value: string) => void; id?: string; style?: React.CSSProperties };

/** Country → province → city → district, loaded level by level; the value is the last code picked. */
export function AreaPicker({ value, onChange, id, style }: Props) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<Node[]>([]);
  // Until the countries arrive the list says so, rather than offering an empty "no data" entry.
  const [loading, setLoading] = useState(true);
  const path = areaPath(value ?? '');

  const latest = useRef(options);
  latest.current = options;

  // The root, then each level of the value's path not loaded yet, so the value shows its names.
  // Loaded levels are kept: replacing them when a pick changes the value would close the column
  // the pick just opened.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      let tree = latest.current;
      for (const code of ['0', ...areaPath(value ?? '').slice(0, -1)]) {
        if (cancelled || isLoaded(tree, code)) continue;
        const children = await childrenOf(code);
        const load = (current: Node[]) => (isLoaded(current, code) ? current : code === '0' ? children : attach(current, code, children));
        tree = load(tree);
        if (!cancelled) setOptions(load);
      }
    })().finally(() => {
      if (!cancelled) setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [value]);

  return (
    <Cascader
      id={id}
      style={{ minWidth: 260, ...style }}
      options={options}
      value={path}
      changeOnSelect
      showSearch={false}
      placeholder={t('base.pickArea')}
      notFoundContent={loading && options.length === 0 ? <Spin size="small" /> : undefined}
      loadData={async (selected) => {
        const target = selected[selected.length - 1];
        if (!target) return;
        const children = await childrenOf(String(target.value));
        setOptions((current) => attach(current, String(target.value), children));
      }}
      onChange={(codes) => onChange?.(codes && codes.length > 0 ? String(codes[codes.length - 1]) : '')}
    />
  );
}
