import { createHmac, timingSafeEqual } from 'node:crypto';
import { render, screen } from '@testing-library/react';
import type { Webhook } from '@trace/contract/webhook';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ActionsCell } from '../src/components/row-actions.tsx';
import { VERIFY_SAMPLE } from '../src/features/inspect/webhook-secret-modal.tsx';
import { answerColour, webhookActions, webhookBody } from '../src/features/inspect/webhooks-panel.tsx';
import { changeLanguage, i18next } from '../src/i18n.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { employee } from './access-fixtures.ts';

const t = i18next.t.bind(i18next);
const hook = {
  id: 3,
  name: 'Brand desk',
  url: 'https://desk.example.com/hooks',
  events: ['warning.changed', 'warning.raised'],
  enabled: true,
  secret_hint: 'a1b2c3d4',
  created_at: '2026-01-02T03:04:05Z',
  delivered: 4,
  failed: 1,
  pending: 0,
} satisfies Webhook;

beforeAll(async () => {
  await changeLanguage('en');
});

describe('a webhook subscription', () => {
  it('sends its name and URL trimmed and its events once each, in their declared order', () => {
    expect(
      webhookBody({ name: '  Brand desk ', url: ' https://desk.example.com/hooks\n', events: ['warning.changed', 'warning.raised'] }),
    ).toEqual({
      name: 'Brand desk',
      url: 'https://desk.example.com/hooks',
      events: ['warning.raised', 'warning.changed'],
      enabled: true,
    });
    // The switch in a row sends the whole subscription back, with only its sending changed.
    expect(webhookBody({ ...hook, enabled: false })).toEqual({
      name: 'Brand desk',
      url: 'https://desk.example.com/hooks',
      events: ['warning.raised', 'warning.changed'],
      enabled: false,
    });
  });

  it('colours an answer: 2xx delivered, another status refused, none at all apart', () => {
    expect([200, 204, 299, 301, 404, 503, null].map(answerColour)).toEqual(['green', 'green', 'green', 'red', 'red', 'red', 'orange']);
  });

  it('shows its deliveries to every reader of warnings and its writes to holders of the update grant only', () => {
    const on = { deliveries: vi.fn(), edit: vi.fn(), renew: vi.fn(), remove: vi.fn() };
    useUserStore.setState({ access: employee(['queryconsumerwarning']) });
    const { unmount } = render(<ActionsCell actions={webhookActions(t, hook, on)} links={4} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Deliveries']);
    unmount();
    useUserStore.setState({ access: employee(['queryconsumerwarning'], ['queryconsumerwarning:update']) });
    render(<ActionsCell actions={webhookActions(t, hook, on)} links={4} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Deliveries', 'Edit', 'Renew secret', 'Delete']);
    screen.getByText('Deliveries').click();
    expect(on.deliveries).toHaveBeenCalled();
  });

  it('asks before renewing or deleting, naming the subscription and what stops', () => {
    const actions = webhookActions(t, hook, { deliveries: vi.fn(), edit: vi.fn(), renew: vi.fn(), remove: vi.fn() });
    const confirm = Object.fromEntries(actions.map((a) => [a.key, a.confirm]));
    expect(confirm.renew).toBe('Give Brand desk a new secret? The old one stops signing at once: the receiver must change to the new one.');
    expect(confirm.delete).toBe('Delete the webhook Brand desk with all its deliveries? This cannot be undone.');
    expect(confirm.edit).toBeUndefined();
  });
});

describe("the receiver's check shown with a new secret", () => {
  it('accepts a body signed as the server signs it and refuses a changed one', () => {
    const secret = 'ab'.repeat(32);
    const rawBody = '{"id":1,"event":"warning.raised","warning":{"id":9}}';
    // The server's signature, computed here independently of the sample.
    const header = `sha256=${createHmac('sha256', Buffer.from(secret, 'hex')).update(rawBody).digest('hex')}`;
    const check = (body: string, given: string) =>
      new Function(
        'createHmac',
        'timingSafeEqual',
        'SECRET',
        'rawBody',
        'request',
        `${VERIFY_SAMPLE.replace(/^import .*$/m, '')}\nreturn valid;`,
      )(createHmac, timingSafeEqual, secret, body, { headers: { 'x-trace-signature': given } }) as boolean;
    expect(check(rawBody, header)).toBe(true);
    expect(check(`${rawBody} `, header)).toBe(false);
    expect(check(rawBody, 'sha256=00')).toBe(false);
  });
});
