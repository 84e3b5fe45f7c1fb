import { useQuery } from '@tanstack/react-query';
import type { DepartmentNode } from '@trace/contract/org';
import { TreeSelect } from 'antd';
import { departmentApi, orgKeys } from '../api/org.ts';

type Option = { value: number; title: string; children: Option[] };
const toOptions = (nodes: DepartmentNode[]): Option[] =>
  nodes.map((n) => ({ value: n.id, title: `${n.name} (${n.depart_code})`, children: toOptions(n.listSubWareHouses) }));

/** A searchable department picker over the enterprise's tree. */
export function DepartmentSelect(props: {
  /** A number, or the string form a filter keeps in the URL. */
  value?: number | string | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  disabledIds?: number[];
  id?: string;
  /** Its name for assistive technology where no form label is tied to it. */
  ariaLabel?: string;
}) {
  const tree = useQuery({ queryKey: [...orgKeys.departments, 'tree'], queryFn: departmentApi.tree });
  const disable = (options: Option[]): (Option & { disabled?: boolean })[] =>
    options.map((o) => ({ ...o, disabled: props.disabledIds?.includes(o.value), children: disable(o.children) }));
  return (
    <TreeSelect
      id={props.id}
      aria-label={props.ariaLabel}
      style={{ minWidth: 200 }}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      loading={tree.isPending}
      placeholder={props.placeholder}
      value={props.value === null || props.value === undefined || props.value === '' ? undefined : Number(props.value)}
      onChange={(value) => props.onChange?.(value ?? null)}
      treeData={disable(toOptions(tree.data ?? []))}
    />
  );
}
