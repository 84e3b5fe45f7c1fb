import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { type ResourceProps, resourceCalls } from '../api/base.ts';
import { compareText } from '../utils/collate.ts';

/** The resource to pick from (`brands`, `units`, `warehouses`, `dealers` …; `area` when not master data). */
type Props = ResourceProps & {
  /** One record's id, or with `multiple` several. */
  value?: number | string | null | number[];
  onChange?: ((value: number | null) => void) | ((value: number[]) => void);
  /** Pick several records (the value is a list of ids). */
  multiple?: boolean;
  id?: string;
  /** The picker's name for assistive technology where no form label is tied to it. */
  ariaLabel?: string;
  placeholder?: string;
  style?: React.CSSProperties;
  /** Records not to offer (a dealer cannot be its own parent). */
  exclude?: number;
  /** How a record's code reads beside its name, where the code is a value to translate (a rule's level). */
  codeLabel?: (code: string) => string;
  disabled?: boolean;
};

/** The ids a picker's value holds: none, one, or a list. */
export function idsOf(value: Props['value']): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value === undefined || value === null || value === '' ? [] : [Number(value)];
}

/** A searchable picker over a resource's `options` call; the current value is fetched by id. */
export function RefSelect({
  value,
  onChange,
  id,
  ariaLabel,
  placeholder,
  style,
  exclude,
  codeLabel,
  disabled,
  multiple,
  ...resource
}: Props) {
  const [keyword, setKeyword] = useState('');
  const api = resourceCalls<never>(resource);
  const chosen = idsOf(value);
  const selected = multiple ? chosen : (chosen[0] ?? null);
  const found = useQuery({ queryKey: [...api.key, 'options', keyword], queryFn: () => api.options({ keyword }) });
  const current = useQuery({
    queryKey: [...api.key, 'options', 'id', chosen.join(',')],
    queryFn: () => api.options({ ids: chosen.join(',') }),
    enabled: chosen.length > 0,
  });
  const options = [...(current.data ?? []), ...(found.data ?? [])]
    .filter((o, i, all) => all.findIndex((x) => x.id === o.id) === i && o.id !== exclude)
    .map((o) => ({ value: o.id, label: o.code === o.name ? o.name : `${o.name} (${codeLabel ? codeLabel(o.code) : o.code})` }))
    .sort((a, b) => compareText(a.label, b.label));
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      mode={multiple ? 'multiple' : undefined}
      value={selected}
      placeholder={placeholder}
      disabled={disabled}
      style={{ minWidth: 180, ...style }}
      loading={found.isFetching}
      options={options}
      onChange={(v: number | number[] | undefined) =>
        multiple
          ? (onChange as (ids: number[]) => void)?.((v as number[]) ?? [])
          : (onChange as (id: number | null) => void)?.((v as number) ?? null)
      }
    />
  );
}
