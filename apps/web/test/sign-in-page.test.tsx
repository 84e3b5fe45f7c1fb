import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Language } from '@trace/i18n/languages';
import { en } from '@trace/i18n/locales/en';
import { es } from '@trace/i18n/locales/es';
import { ja } from '@trace/i18n/locales/ja';
import { zh } from '@trace/i18n/locales/zh';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../src/features/sso/login-page.tsx';
import { changeLanguage } from '../src/i18n.ts';

const login: Record<Language, typeof en.login> = { en: en.login, zh: zh.login, es: es.login, ja: ja.login };
const fetchMock = vi.fn();
const answer = (status_code: number, data: unknown, message = '') =>
  new Response(JSON.stringify({ status_code, message, data }), { headers: { 'content-type': 'application/json' } });

function renderSignIn(path = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>signed in</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: login.en.submit })));
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

describe('the sign-in page without antd', () => {
  beforeEach(async () => {
    fetchMock.mockReset();
    // The ICP number of the footer; the sign-in itself is answered per test.
    fetchMock.mockImplementation(async () => answer(200, { icp_number: '', icp_link: '' }));
    vi.stubGlobal('fetch', fetchMock);
    await changeLanguage('en');
  });
  afterEach(() => {
    document.querySelector('.plain-toasts')?.remove();
  });

  it('refuses an empty form with both messages on their fields, in each of the four languages', async () => {
    renderSignIn();
    await submit();
    for (const language of ['zh', 'en', 'es', 'ja'] as const) {
      await act(() => changeLanguage(language));
      expect(alerts()).toEqual([login[language].accountNameRequired, login[language].passwordRequired]);
      expect(document.querySelector(`label[for="account_name"]`)?.textContent).toBe(login[language].accountName);
    }
    const name = screen.getByLabelText(login.ja.accountName);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(login.ja.accountNameRequired);
    expect(document.activeElement).toBe(name);
    // Nothing was sent but the footer's question.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/org/enterpriseaccountnoauth/geticp']);
  });

  it('refuses a name of spaces, and clears a message as soon as the field is filled', async () => {
    renderSignIn();
    fireEvent.change(screen.getByLabelText(login.en.accountName), { target: { value: '   ' } });
    expect(alerts()).toEqual([login.en.accountNameRequired]);
    fireEvent.change(screen.getByLabelText(login.en.accountName), { target: { value: 'admin' } });
    expect(alerts()).toEqual([]);
  });

  it('sends the trimmed name and the chosen account type, then goes where the visitor was headed', async () => {
    fetchMock.mockImplementation(async (url: string) => (url === '/api/sso/login' ? answer(200, 'a-token') : answer(200, null)));
    const router = renderSignIn('/login?redirect=%2Fhome%2Fbase%2Fstore');
    expect(screen.getByRole('status').textContent).toBe(login.en.signInToContinue);
    fireEvent.click(screen.getByLabelText('Employee account'));
    fireEvent.change(screen.getByLabelText(login.en.accountName), { target: { value: ' inspector01 ' } });
    fireEvent.change(screen.getByLabelText(login.en.password), { target: { value: 'secret' } });
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/base/store'));
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/sso/login')?.[1] as RequestInit;
    expect(JSON.parse(sent.body as string)).toMatchObject({ account_name: 'inspector01', account_password: 'secret', account_type: 2 });
  });

  it("shows the server's refusal as a toast and keeps the form as typed", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/sso/login' ? answer(401, null, 'Account name or password is incorrect') : answer(200, null),
    );
    const router = renderSignIn();
    fireEvent.change(screen.getByLabelText(login.en.accountName), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText(login.en.password), { target: { value: 'wrong' } });
    await submit();
    await waitFor(() => expect(alerts()).toEqual(['Account name or password is incorrect']));
    expect(router.state.location.pathname).toBe('/login');
    expect((screen.getByLabelText(login.en.accountName) as HTMLInputElement).value).toBe('admin');
    expect((screen.getByRole('button', { name: login.en.submit }) as HTMLButtonElement).closest('fieldset')?.disabled).toBe(false);
  });

  it('shows and hides the password, and switches the language from its own menu', async () => {
    renderSignIn();
    fireEvent.click(screen.getByRole('button', { name: login.en.showPassword }));
    expect(screen.getByLabelText(login.en.password).getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: login.en.hidePassword }));
    expect(screen.getByLabelText(login.en.password).getAttribute('type')).toBe('password');

    fireEvent.click(screen.getByTestId('language-picker'));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['中文', 'English', 'Español', '日本語']);
    expect(items[1]?.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[3]);
    await act(async () => fireEvent.click(items[3] as HTMLElement));
    await waitFor(() => expect(screen.getByRole('button', { name: login.ja.submit })).toBeTruthy());
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
