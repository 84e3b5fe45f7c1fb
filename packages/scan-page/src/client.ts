/**
 * The scan page's only script: it sends the anti-code, message and position forms as JSON and
 * shows their outcome from the texts the server rendered into the form (so the script carries no
 * words).
 */

/** What a form's sending came to; `done`: the form has nothing more to send (its button stays off). */
type Outcome = { key: string; n?: number; message?: string; done?: boolean };

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
): Promise<{ ok: boolean; status?: number; data?: Record<string, unknown>; message?: string }> {
  try {
    // The server's messages (a limit reached, a field refused) come in the page's language, the one chosen on it.
    const headers = { 'content-type': 'application/json', 'accept-language': document.documentElement.lang };
    const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
    const json = (await response.json()) as { status_code?: number; data?: Record<string, unknown>; message?: string };
    return { ok: response.ok && json.status_code === 200, status: response.status, data: json.data, message: json.message };
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

/** The position, asked of the browser only now (city-level accuracy is enough); null when refused or unavailable. */
function currentPosition(): Promise<GeolocationCoordinates | null> {
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(position.coords),
      () => resolve(null),
      { timeout: 20_000, maximumAge: 60_000 },
    ),
  );
}

async function sharePosition(form: HTMLFormElement): Promise<Outcome> {
  const coords = await currentPosition();
  if (!coords) return { key: 'denied' };
  const answer = await post('/api/public/scans/position', { ref: value(form, 'ref'), lat: coords.latitude, lng: coords.longitude });
  if (answer.ok) return { key: 'thanks', done: true };
  // The server refuses a reference alike whatever is wrong with it: the page can only say so.
  return answer.status === 409 ? { key: 'refused', done: true } : { key: 'failed', message: answer.message };
}

const handlers: Record<string, (form: HTMLFormElement) => Promise<Outcome>> = {
  'anti-code': checkAntiCode,
  inquiry: sendInquiry,
  position: sharePosition,
};

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-form]')) {
  const handle = handlers[form.dataset.form ?? ''];
  // A browser that cannot locate is not offered to share a position.
  if (!handle || (handle === sharePosition && !('geolocation' in navigator))) continue;
  form.hidden = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector('button');
    if (button) button.disabled = true;
    const outcome = await handle(form);
    show(form, outcome);
    if (button) button.disabled = outcome.done === true;
  });
}
