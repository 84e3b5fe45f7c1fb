import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { forensicsApi } from '../api/inspections.ts';
import { plantApi } from '../api/plant.ts';
import { warningsApi } from '../api/warnings.ts';
import { compareText } from '../utils/collate.ts';

/**
 * Where the employees are asked for: each page asks under its own grant (a shift team's members
 * under the shift teams page, a warning's assignee under the warnings' update button, an inspector
 * under the inspection records page).
 */
const SOURCES = { shifts: plantApi.employees, warnings: warningsApi.assignees, inspections: forensicsApi.inspectors } as const;

type Props = { id?: string; testId?: string; source: keyof typeof SOURCES } & (
  | { multiple: true; value?: number[]; onChange?: (value: number[]) => void }
  | { multiple?: false; value?: number | null; onChange?: (value: number | null) => void }
);

/**
 * A searchable select of the enterprise's enabled employees (a shift team's members, the person a
 * warning is assigned to): one, or several with `multiple`; chosen ones are fetched by id, so
 * they show their names before anyone searches.
 */
export function EmployeeSelect(props: Props) {
  const [keyword, setKeyword] = useState('');
  const chosen = props.multiple ? (props.value ?? []) : props.value ? [props.value] : [];
  const ask = SOURCES[props.source];
  const found = useQuery({ queryKey: ['employees', props.source, keyword], queryFn: () => ask({ keyword }) });
  const current = useQuery({
    queryKey: ['employees', props.source, 'ids', chosen.join(',')],
    queryFn: () => ask({ ids: chosen.join(',') }),
    enabled: chosen.length > 0,
  });
  const options = [...(current.data ?? []), ...(found.data ?? [])]
    .filter((o, i, all) => all.findIndex((x) => x.id === o.id) === i)
    .map((o) => ({ value: o.id, label: o.code === o.name ? o.name : `${o.name} (${o.code})` }))
    .sort((a, b) => compareText(a.label, b.label));
  const shared = {
    id: props.id,
    showSearch: { filterOption: false, onSearch: setKeyword },
    allowClear: true,
    loading: found.isFetching,
    options,
    'data-testid': props.testId,
  };
  return props.multiple ? (
    <Select {...shared} mode="multiple" value={chosen} onChange={(next: number[]) => props.onChange?.(next)} />
  ) : (
    <Select {...shared} value={props.value ?? null} onChange={(next: number | undefined) => props.onChange?.(next ?? null)} />
  );
}
