import { render, screen } from '@testing-library/react';
import { movesFrom, WARNING_STATES, type Warning, warningResolve } from '@trace/contract/risk';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { idsOf } from '../src/components/ref-select.tsx';
import { ActionsCell } from '../src/components/row-actions.tsx';
import { warningActions } from '../src/features/inspect/queryconsumerwarning-page.tsx';
import { rulesOf } from '../src/features/inspect/risk-rules.tsx';
import { documentLabel } from '../src/features/inspect/warning-detail-drawer.tsx';
import { moveBody } from '../src/features/inspect/warning-move-dialog.tsx';
import { changeLanguage, i18next } from '../src/i18n.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { employee } from './access-fixtures.ts';

const t = i18next.t.bind(i18next);
const row = (state: Warning['state']) => ({ id: 7, state, code: 'YR39BDQA36C92T1M' }) as Warning;

beforeAll(async () => {
  await changeLanguage('en');
});

describe("a warning's workflow", () => {
  it('offers each move only from the states the server accepts it in', () => {
    expect(Object.fromEntries(WARNING_STATES.map((state) => [state, movesFrom(state)]))).toEqual({
      open: ['assign', 'confirm', 'dismiss'],
      assigned: ['assign', 'confirm', 'dismiss'],
      confirmed: ['resolve'],
      dismissed: [],
      resolved: [],
    });
  });

  it('shows the moves to holders of the update grant only', () => {
    const open = vi.fn();
    useUserStore.setState({ access: employee(['queryconsumerwarning']) });
    const { unmount } = render(<ActionsCell actions={warningActions(t, row('open'), open)} links={3} />);
    expect(screen.queryByText('Assign')).toBeNull();
    unmount();
    useUserStore.setState({ access: employee(['queryconsumerwarning'], ['queryconsumerwarning:update']) });
    render(<ActionsCell actions={warningActions(t, row('open'), open)} links={3} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Assign', 'Confirm', 'Dismiss']);
    screen.getByText('Dismiss').click();
    expect(open).toHaveBeenCalledWith('dismiss');
  });

  it('sends what each move reads: text trimmed, an empty penalty left out, a zero penalty kept', () => {
    expect(moveBody('assign', 7, { assignee_id: 12 })).toEqual({ id: 7, assignee_id: 12 });
    expect(moveBody('confirm', 7, {})).toEqual({ id: 7, note: '' });
    expect(moveBody('dismiss', 7, { reason: '  scanned by our own staff \n' })).toEqual({ id: 7, reason: 'scanned by our own staff' });
    expect(moveBody('resolve', 7, { action: ' fined ', penalty_amount: null })).toEqual({ id: 7, action: 'fined', follow_up: '' });
    expect(moveBody('resolve', 7, { action: 'warned', penalty_amount: 0, follow_up: 'audit' })).toEqual({
      id: 7,
      action: 'warned',
      penalty_amount: 0,
      follow_up: 'audit',
    });
  });

  it('takes a penalty of at most two decimals, never below zero, as the form checks it', () => {
    const penalty = warningResolve.shape.penalty_amount;
    expect(penalty.safeParse(1500.5).success).toBe(true);
    expect(penalty.safeParse(0).success).toBe(true);
    expect(penalty.safeParse(1.005).success).toBe(false);
    expect(penalty.safeParse(-1).success).toBe(false);
  });
});

describe("a warning's evidence", () => {
  it('names the document that put the code at its dealer, and one it does not know by its type', () => {
    expect(documentLabel(t, { type: 'shipment', id: 12 })).toBe('Outbound order #12');
    expect(documentLabel(t, { type: 'exchange', id: 3 })).toBe('Transfer #3');
    expect(documentLabel(t, { type: 'consignment', id: 4 })).toBe('consignment #4');
    expect(documentLabel(t, null)).toBeNull();
  });
});

describe('the risk rules form', () => {
  it("fills the fields from a saved version's rules, without its version or names", () => {
    const saved = {
      product_id: 3,
      product_name: 'Aqua Vita',
      diversion_level: 'province' as const,
      diversion_min_devices: 4,
      diversion_window_minutes: 60,
      diversion_gps_only: true,
      clone_speed_kmh: 800,
      clone_burst_devices: 6,
      clone_burst_minutes: 15,
      leak_grace_hours: 0,
      version: 5,
      effective_at: '2026-12-01T00:00:00.000Z',
      created_by_name: 'admin',
    };
    expect(rulesOf(saved)).toEqual({
      diversion_level: 'province',
      diversion_min_devices: 4,
      diversion_window_minutes: 60,
      diversion_gps_only: true,
      clone_speed_kmh: 800,
      clone_burst_devices: 6,
      clone_burst_minutes: 15,
      leak_grace_hours: 0,
    });
  });

  it('reads a picker value as ids: none, one, or several', () => {
    expect(idsOf(undefined)).toEqual([]);
    expect(idsOf('')).toEqual([]);
    expect(idsOf('12')).toEqual([12]);
    expect(idsOf([3, 5])).toEqual([3, 5]);
  });
});
