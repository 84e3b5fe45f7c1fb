import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, FIELD_LABELS_BY_RESOURCE, fieldLabelKey, resourceOf } from '../src/field-labels.ts';
import { resources } from '../src/resources.ts';

describe('field labels', () => {
  it('names every field by a key that exists', () => {
    const keys = [...Object.values(FIELD_LABELS), ...Object.values(FIELD_LABELS_BY_RESOURCE).flatMap((labels) => Object.values(labels))];
    const en = resources.en as Record<string, Record<string, string>>;
    expect(keys.filter((key) => en[key.split('.')[0] as string]?.[key.split('.')[1] as string] === undefined)).toEqual([]);
  });

  it('names a nested field by its last named part, and a shared name by its resource', () => {
    expect(fieldLabelKey('regions.0.area_code')).toBe('base.region');
    expect(fieldLabelKey('parent_id', resourceOf('/api/base/dealers/add'))).toBe('base.parentDealer');
    expect(fieldLabelKey('parent_id', resourceOf('/api/org/enterprisedepart/update?x=1'))).toBe('org.parentDepartment');
    expect(fieldLabelKey('page')).toBeUndefined();
  });
});
