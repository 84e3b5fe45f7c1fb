import type { Area } from '@trace/contract/org';
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaApi } from '../api/org.ts';
import { compareText } from '../utils/collate.ts';

type Node = { value: string; label: string; isLeaf: boolean; children?: Node[] };

const toNode = (area: Area): Node => ({ value: area.code, label: area.name, isLeaf: !area.has_children });

/** The enterprises of this console are registered in China (credit code, GB/T 2260 areas). */
const HOME_COUNTRY = 'CN';

/**
 * Areas as a reader of the language looks for them: by name in its order (countries by their
 * translated name, not ISO code; Chinese names by pinyin), the home country first.
 */
export function orderAreas<T extends { value: string; label: string }>(areas: T[], language?: string): T[] {
  return [...areas].sort(
    (a, b) => Number(b.value === HOME_COUNTRY) - Number(a.value === HOME_COUNTRY) || compareText(a.label, b.label, language),
  );
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

type Props = { value?: string; onChange?: (value: string) => void; id?: string; style?: React.CSSProperties };

/** Country → province → city → district, loaded level by level; the value is the last code picked. */
export function AreaPicker({ value, onChange, id, style }: Props) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<Node[]>([]);
  const path = areaPath(value ?? '');

  // The root, then every level of the current value's path so it shows its names, and the level
  // below the value: a country or province picked on the way down keeps its list open.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      let tree = await childrenOf('0');
      for (const code of areaPath(value ?? '')) {
        const children = await childrenOf(code);
        if (children.length > 0) tree = attach(tree, code, children);
      }
      if (!cancelled) setOptions(tree);
    })();
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
