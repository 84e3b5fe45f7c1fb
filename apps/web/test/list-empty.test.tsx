import { fireEvent, render, screen } from '@testing-library/react';
import { resources } from '@trace/i18n/resources';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isFiltered, ListEmpty } from '../src/components/list-empty.tsx';

describe('an empty list', () => {
  beforeAll(() =>
    i18next
      .use(initReactI18next)
      .init({ resources, lng: 'en', defaultNS: 'common', nsSeparator: '.', keySeparator: false, initAsync: false }),
  );
  const defaults = { page: '1', page_size: '10', sort: 'code', status: '1' };

  it('counts as filtered only with a filter that is set and not its default', () => {
    expect(isFiltered({ ...defaults }, defaults)).toBe(false);
    expect(isFiltered({ ...defaults, page: '3', sort: '-name', keyword: '' }, defaults)).toBe(false);
    expect(isFiltered({ ...defaults, keyword: 'zzz' }, defaults)).toBe(true);
    expect(isFiltered({ ...defaults, status: '0' }, defaults)).toBe(true);
  });

  it('says what the page is for while it has no records', () => {
    render(<ListEmpty filtered={false} empty="No products yet. Add a product." onClearFilters={() => {}} />);
    expect(screen.getByText('No products yet. Add a product.')).toBeTruthy();
    expect(screen.queryByTestId('clear-filters')).toBeNull();
  });

  it('says nothing matches a search and offers to clear the filters', () => {
    const clear = vi.fn();
    render(<ListEmpty filtered empty="No products yet. Add a product." onClearFilters={clear} />);
    expect(screen.queryByText('No products yet. Add a product.')).toBeNull();
    expect(screen.getByText('Nothing matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('clear-filters'));
    expect(clear).toHaveBeenCalledOnce();
  });
});
