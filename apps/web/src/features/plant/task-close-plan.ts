import type { OpenContainer, TaskClosePlan } from '@trace/contract/line-task';

/** What the person chose in the close dialog for what is open. */
export type CloseChoice = { case_code?: string | undefined; leave_loose: boolean; pallet_code?: string | undefined; leave_cases: boolean };

/** One line of "what will happen": an i18n key of `plant.closePlan_*` and its values. */
export type CloseStep = { key: string; vars: Record<string, string | number>; tone: 'ok' | 'warning' | 'error' };

export type CloseOutcome = {
  steps: CloseStep[];
  /** Cases that would be on no pallet once the loose items are in their case: a pallet or a choice is needed. */
  casesToPallet: number;
  /** A container would hold more than its fill: only with the person's confirmation. */
  overfill: boolean;
  /** Something open has no choice yet. */
  undecided: boolean;
};

/** How full a container ends: its fill reached, short of it, or past it. */
function fillKey(total: number, fill: number | null): 'Full' | 'Short' | 'Overfill' {
  if (fill === null || total === fill) return 'Full';
  return total < fill ? 'Short' : 'Overfill';
}

const filledNow = (open: readonly OpenContainer[], code: string) => open.find((c) => c.code === code)?.filled ?? 0;

/** A container the close fills: what goes in, and how full it ends. */
function into(what: 'items' | 'cases', code: string, count: number, before: number, fill: number | null): CloseStep {
  const total = before + count;
  const key = fillKey(total, fill);
  return {
    key: `plant.closePlan_${what}${key}`,
    vars: { count, code, total, fill: fill ?? total },
    tone: key === 'Overfill' ? 'error' : key === 'Short' ? 'warning' : 'ok',
  };
}

/**
 * What closing a task will do with what its line left open, given the person's choices: the loose
 * items into a case (or left loose), the cases on no pallet onto a pallet (or left off one), and
 * the open cases and pallets nothing goes into (they stay as they are). The server checks all of
 * it again; this is what the dialog says before the person confirms.
 */
export function closeOutcome(plan: TaskClosePlan, choice: CloseChoice): CloseOutcome {
  const steps: CloseStep[] = [];
  let overfill = false;
  let undecided = false;
  const caseCode = choice.case_code?.trim() || undefined;
  const palletCode = choice.pallet_code?.trim() || undefined;
  let cases = plan.loose_cases;
  if (plan.loose_items > 0) {
    if (caseCode) {
      const before = filledNow(plan.open_cases, caseCode);
      const step = into('items', caseCode, plan.loose_items, before, plan.items_per_case);
      overfill ||= step.tone === 'error';
      steps.push(step);
      // A case empty until now joins the cases on no pallet (one holding items is counted already).
      if (before === 0) cases += 1;
    } else {
      undecided ||= !choice.leave_loose;
      steps.push({
        key: choice.leave_loose ? 'plant.closePlan_itemsLeft' : 'plant.closePlan_itemsUndecided',
        vars: { count: plan.loose_items },
        tone: choice.leave_loose ? 'warning' : 'error',
      });
    }
  }
  const casesToPallet = plan.cases_per_pallet === null ? 0 : cases;
  if (casesToPallet > 0) {
    if (palletCode) {
      const step = into('cases', palletCode, casesToPallet, filledNow(plan.open_pallets, palletCode), plan.cases_per_pallet);
      overfill ||= step.tone === 'error';
      steps.push(step);
    } else {
      undecided ||= !choice.leave_cases;
      steps.push({
        key: choice.leave_cases ? 'plant.closePlan_casesLeft' : 'plant.closePlan_casesUndecided',
        vars: { count: casesToPallet },
        tone: choice.leave_cases ? 'warning' : 'error',
      });
    }
  }
  for (const open of plan.open_cases.filter((c) => c.code !== caseCode || plan.loose_items === 0))
    steps.push({ key: 'plant.closePlan_caseStays', vars: { code: open.code, filled: open.filled, fill: open.fill ?? 0 }, tone: 'warning' });
  for (const open of plan.open_pallets.filter((p) => p.code !== palletCode || casesToPallet === 0))
    steps.push({
      key: 'plant.closePlan_palletStays',
      vars: { code: open.code, filled: open.filled, fill: open.fill ?? 0 },
      tone: 'warning',
    });
  if (steps.length === 0) steps.push({ key: 'plant.closePlan_nothing', vars: {}, tone: 'ok' });
  return { steps, casesToPallet, overfill, undecided };
}

/** The dialog's first choices: the open case for the loose items, the open pallet for the cases. */
export function closeDefaults(plan: TaskClosePlan): Pick<CloseChoice, 'case_code' | 'pallet_code'> {
  return {
    case_code: plan.loose_items > 0 ? plan.open_cases[0]?.code : undefined,
    pallet_code: plan.open_pallets[0]?.code,
  };
}
