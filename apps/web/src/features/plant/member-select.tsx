import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { plantApi } from '../../api/plant.ts';
import { compareText } from '../../utils/collate.ts';

type Props = { value?: number[]; onChange?: (value: number[]) => void; id?: string };

/** A searchable multi-select of the enterprise's employees (shift team members); chosen ones are fetched by id. */
export function MemberSelect({ value, onChange, id }: Props) {
  const [keyword, setKeyword] = useState('');
  const chosen = value ?? [];
  const found = useQuery({ queryKey: ['plant', 'employees', keyword], queryFn: () => plantApi.employees({ keyword }) });
  const current = useQuery({
    queryKey: ['plant', 'employees', 'ids', chosen.join(',')],
    queryFn: () => plantApi.employees({ ids: chosen.join(',') }),
    enabled: chosen.length > 0,
  });
  const options = [...(current.data ?? []), ...(found.data ?? [])]
    .filter((o, i, all) => all.findIndex((x) => x.id === o.id) === i)
    .map((o) => ({ value: o.id, label: o.code === o.name ? o.name : `${o.name} (${o.code})` }))
    .sort((a, b) => compareText(a.label, b.label));
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      value={chosen}
      loading={found.isFetching}
      options={options}
      onChange={(next) => onChange?.(next)}
      data-testid="shift-members"
    />
  );
}
