import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppMain } from '../src/layout/app-main.tsx';
import type { RouteHandle } from '../src/layout/route-handle.ts';
import { useTrackVisits } from '../src/layout/use-shell-effects.ts';
import { useTagsViewStore } from '../src/stores/tags-view-store.ts';

function Editor({ name }: { name: string }) {
  const [text, setText] = useState('');
  return <input aria-label={name} value={text} onChange={(e) => setText(e.target.value)} />;
}

function Shell() {
  useTrackVisits();
  return <AppMain />;
}

const page = (path: string, handle: RouteHandle) => ({ path, handle, element: <Editor name={path} /> });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          page('/dashboard', { titleKey: 'menu.dashboard', affix: true, noCache: true }),
          page('/home/organ/staff/stafflist', { titleKey: 'menu.stafflist', key: 'stafflist' }),
          page('/home/base/store', { titleKey: 'menu.store', key: 'store' }),
          page('/profile/index', { titleKey: 'menu.profile', noCache: true }),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const typeInto = (name: string, text: string) => fireEvent.change(screen.getByLabelText(name), { target: { value: text } });
const typedIn = (name: string) => (screen.getByLabelText(name) as HTMLInputElement).value;

describe('kept pages', () => {
  afterEach(() => {
    useTagsViewStore.getState().reset();
  });

  it('keeps the state of a visited page, even three levels deep, while another page is shown', async () => {
    const router = renderAt('/home/organ/staff/stafflist');
    typeInto('/home/organ/staff/stafflist', 'half-typed');
    await act(() => router.navigate('/home/base/store'));
    typeInto('/home/base/store', 'other');
    await act(() => router.navigate('/home/organ/staff/stafflist'));
    expect(typedIn('/home/organ/staff/stafflist')).toBe('half-typed');
    await act(() => router.navigate('/home/base/store'));
    expect(typedIn('/home/base/store')).toBe('other');
  });

  it('starts a noCache page afresh each time', async () => {
    const router = renderAt('/profile/index');
    typeInto('/profile/index', 'typed');
    await act(() => router.navigate('/dashboard'));
    await act(() => router.navigate('/profile/index'));
    expect(typedIn('/profile/index')).toBe('');
  });

  it('drops a page whose tag was closed, and keeps the others after close-others', async () => {
    const router = renderAt('/home/organ/staff/stafflist');
    typeInto('/home/organ/staff/stafflist', 'kept');
    await act(() => router.navigate('/home/base/store'));
    typeInto('/home/base/store', 'dropped');
    await act(async () => {
      useTagsViewStore.getState().closeOthers('/home/organ/staff/stafflist');
      await router.navigate('/home/organ/staff/stafflist');
    });
    expect(typedIn('/home/organ/staff/stafflist')).toBe('kept');
    await act(() => router.navigate('/home/base/store'));
    expect(typedIn('/home/base/store')).toBe('');
  });
});
