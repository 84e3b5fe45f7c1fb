/**
 * The scan page's only script: it sends the anti-code and message forms as JSON and shows their
 * outcome from the texts the server rendered into the form (so the script carries no words).
 */

type Outcome = { key: string; n?: number; message?: string };

function show(form: HTMLFormElement, outcome: Outcome) {
  const output = form.querySelector<HTMLElement>('.scan-outcome');
  const template = form.querySelector<HTMLTemplateElement>(`template[data-outcome="${outcome.key}"]`);
  if (!output) return;
  const text = outcome.message ?? template?.content.textContent ?? '';
  output.textContent = text.replace('{n}', String(outcome.n ?? ''));
}

async function post(
  path: string,
  body: Record<string, unknown>,
): Promise<{ ok: boolean; data?: Record<string, unknown>; message?: string }> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await response.json()) as { status_code?: number; data?: Record<string, unknown>; message?: string };
    return { ok: response.ok && json.status_code === 200, data: json.data, message: json.message };
  } catch {
    return { ok: false };
  }
}

const value = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '').trim();

async function checkAntiCode(form: HTMLFormElement): Promise<Outcome> {
  const antiCode = value(form, 'anti_code');
  if (!antiCode) return { key: 'empty' };
  const answer = await post('/api/public/anticode', { code: value(form, 'code'), anti_code: antiCode });
  if (!answer.ok) return { key: 'failed', message: answer.message };
  return { key: String(answer.data?.result), n: Number(answer.data?.attempts_left ?? 0) };
}

async function sendInquiry(form: HTMLFormElement): Promise<Outcome> {
  const content = value(form, 'content');
  if (!content) return { key: 'empty' };
  const contact = value(form, 'contact');
  const answer = await post('/api/public/inquiries', {
    code: value(form, 'code'),
    content,
    language: value(form, 'language'),
    ...(contact ? { contact } : {}),
  });
  if (!answer.ok) return { key: 'failed', message: answer.message };
  form.reset();
  return { key: 'received' };
}

const handlers: Record<string, (form: HTMLFormElement) => Promise<Outcome>> = { 'anti-code': checkAntiCode, inquiry: sendInquiry };

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-form]')) {
  const handle = handlers[form.dataset.form ?? ''];
  if (!handle) continue;
  form.hidden = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector('button');
    if (button) button.disabled = true;
    show(form, await handle(form));
    if (button) button.disabled = false;
  });
}
