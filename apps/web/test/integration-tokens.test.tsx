import { fireEvent, render, screen } from '@testing-library/react';
import type { IntegrationToken } from '@trace/contract/epcis';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ActionsCell } from '../src/components/row-actions.tsx';
import { SecretOnceDialog } from '../src/components/secret-once-dialog.tsx';
import { tokenActions, tokenBody } from '../src/features/inspect/integration-tokens-tab.tsx';
import { changeLanguage, i18next } from '../src/i18n.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { employee } from './access-fixtures.ts';

const t = i18next.t.bind(i18next);
const token = {
  id: 7,
  name: 'Retailer tills',
  grants: ['epcis:read'],
  hint: 'it_Ab12cd',
  state: 'live',
  expires_on: null,
  last_used_at: null,
  rotated_at: '2026-01-02T03:04:05Z',
  revoked_at: null,
  created_by_name: 'admin',
  created_at: '2026-01-02T03:04:05Z',
  updated_at: '2026-01-02T03:04:05Z',
} satisfies IntegrationToken;
const noop = () => ({ edit: vi.fn(), rotate: vi.fn(), revoke: vi.fn() });

beforeAll(async () => {
  await changeLanguage('en');
});

describe('an integration token', () => {
  it('sends its name trimmed, its grants once each in their declared order, and no last day as null', () => {
    expect(tokenBody({ name: '  Retailer tills ', grants: ['epcis:capture', 'epcis:read'], expires_on: '' })).toEqual({
      name: 'Retailer tills',
      grants: ['epcis:read', 'epcis:capture'],
      expires_on: null,
    });
    expect(tokenBody({ name: 'x', grants: ['epcis:read'], expires_on: '2027-03-31' }).expires_on).toBe('2027-03-31');
  });

  it('shows its actions to holders of the integration button only, and none once revoked', () => {
    useUserStore.setState({ access: employee(['informationinquiry'], ['informationinquiry:capture']) });
    const { unmount } = render(<ActionsCell actions={tokenActions(t, token, noop())} links={3} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    unmount();
    useUserStore.setState({ access: employee(['informationinquiry'], ['informationinquiry:integration']) });
    const live = render(<ActionsCell actions={tokenActions(t, token, noop())} links={3} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Edit', 'Rotate', 'Revoke']);
    live.unmount();
    expect(tokenActions(t, { ...token, state: 'expired' }, noop()).map((a) => a.key)).toEqual(['edit', 'revoke']);
    expect(tokenActions(t, { ...token, state: 'revoked' }, noop())).toEqual([]);
  });

  it('asks before rotating or revoking, naming the token and saying it stops at once', () => {
    const confirm = Object.fromEntries(tokenActions(t, token, noop()).map((a) => [a.key, a.confirm]));
    expect(confirm.rotate).toBe(
      'Give Retailer tills a new token? The old one stops working at once: the partner system must change to the new one.',
    );
    expect(confirm.revoke).toBe(
      'Revoke the integration token Retailer tills? It stops working at once and for good; it stays listed as revoked.',
    );
    expect(confirm.edit).toBeUndefined();
  });
});

describe('a secret shown once', () => {
  it('closes only by its button, not by Escape', () => {
    const onClose = vi.fn();
    render(<SecretOnceDialog secret="it_secret" title="Token" once="Copy it now" done="I have copied it" testId="s" onClose={onClose} />);
    expect(screen.getByTestId('s').textContent).toBe('it_secret');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    screen.getByTestId('s-done').click();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
