import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback } from '../src/api/feedback.ts';
import { ApiError, request, requestBuilt, requestPlain } from '../src/api/http.ts';
import { changeLanguage } from '../src/i18n.ts';
import { useUserStore } from '../src/stores/user-store.ts';

function envelope(status_code: number, data: unknown, message = status_code === 200 ? 'success' : 'failed') {
  return new Response(JSON.stringify({ status_code, message, data }), { headers: { 'content-type': 'application/json' } });
}

describe('the HTTP client', () => {
  // The console loads its language before the first render; so does this test.
  beforeAll(() => changeLanguage('en'));
  const errors: string[] = [];
  const confirms: unknown[] = [];
  const fetchMock = vi.fn<typeof fetch>();
  const reload = vi.fn();
  const headersOf = (call: number) => fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>;

  beforeEach(() => {
    errors.length = 0;
    confirms.length = 0;
    fetchMock.mockReset();
    reload.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { ...window.location, reload });
    setFeedback({
      message: { error: ({ content }: { content: string }) => errors.push(content) },
      modal: { confirm: (config: unknown) => confirms.push(config) },
    } as never);
    useUserStore.setState({ token: undefined });
  });

  it('resolves the data of a 200 envelope and sends the language', async () => {
    fetchMock.mockResolvedValue(envelope(200, { a: 1 }));
    await expect(requestBuilt('/api/x')).resolves.toEqual({ a: 1 });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['Accept-Language']).toBeTruthy();
    expect(errors).toEqual([]);
  });

  it('sends the Token header only when a token exists', async () => {
    fetchMock.mockImplementation(async () => envelope(200, null));
    await requestBuilt('/api/x');
    expect(headersOf(0).Token).toBeUndefined();
    useUserStore.setState({ token: 'abc' });
    await requestBuilt('/api/x');
    expect(headersOf(1).Token).toBe('abc');
  });

  it('rejects any other status_code with the server message, shown once', async () => {
    fetchMock.mockResolvedValue(envelope(400, null, 'Account name or password is incorrect'));
    const error = await requestBuilt('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(400);
    expect(errors).toEqual(['Account name or password is incorrect']);
  });

  it('toasts a refused field only when no form showed it on the field', async () => {
    const fields = [{ field: 'phone', message: 'Phone is not a phone number' }];
    fetchMock.mockImplementation(async () => envelope(422, { fields }, 'Phone is not a phone number'));
    const shown = (await requestBuilt('/api/x').catch((e: unknown) => e)) as ApiError;
    shown.shownOnFields = true;
    await requestBuilt('/api/x').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toEqual(['Phone is not a phone number']);
  });

  it('does not toast a refusal the caller shows in place (a search with no match, an operation refused per code)', async () => {
    const refused = { refused: [{ code: 'A1', reason: 'wrong_status', message: 'Its status does not allow this' }], total: 1 };
    fetchMock.mockImplementation(async () => envelope(409, refused, '1 codes stop this operation'));
    const error = (await requestBuilt('/api/codes/void', { method: 'POST', body: {}, shownInPage: [409] }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.statusCode).toBe(409);
    expect(error.data).toEqual(refused);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toEqual([]);
    // Other failures of the same call are still toasted.
    fetchMock.mockImplementation(async () => envelope(500, null, 'Server error'));
    await requestBuilt('/api/codes/void', { method: 'POST', body: {}, shownInPage: [409] }).catch(() => undefined);
    expect(errors).toEqual(['Server error']);
  });

  it('keeps the user signed in on 40301', async () => {
    useUserStore.setState({ token: 'abc' });
    fetchMock.mockResolvedValue(envelope(40301, null, 'no permission'));
    await expect(requestBuilt('/api/x')).rejects.toThrow('no permission');
    expect(useUserStore.getState().token).toBe('abc');
    expect(reload).not.toHaveBeenCalled();
    expect(confirms).toEqual([]);
  });

  it('opens exactly one re-login dialog for three concurrent expired answers on the sign-in client', async () => {
    fetchMock.mockImplementation(async () => envelope(403, null, 'session ended'));
    await Promise.allSettled([1, 2, 3].map(() => requestBuilt('/api/x', { client: 'auth' })));
    expect(confirms).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('resets the session and reloads on an expired answer to the data client', async () => {
    useUserStore.setState({ token: 'abc' });
    fetchMock.mockResolvedValue(envelope(50014, null, 'expired'));
    await expect(requestBuilt('/api/x')).rejects.toThrow('expired');
    expect(useUserStore.getState().token).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reports network failures and time-outs', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(requestBuilt('/api/x')).rejects.toMatchObject({ statusCode: 0 });
    fetchMock.mockRejectedValueOnce(new DOMException('timed out', 'TimeoutError'));
    await expect(requestBuilt('/api/x', { client: 'auth' })).rejects.toMatchObject({ statusCode: 0 });
    expect(errors[0]).toMatch(/Failed to fetch/);
    expect(errors[1]).toMatch(/did not answer in time/);
  });

  it('fills in the path parameters and the query', async () => {
    fetchMock.mockImplementation(async () => envelope(200, null));
    await request('/api/plant/tasks/{id}/station', { params: { id: 7 } });
    await request('/api/physical/shipments/codes', { query: { id: 3, page: 2, page_size: 50 } });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/plant/tasks/7/station',
      '/api/physical/shipments/codes?id=3&page=2&page_size=50',
    ]);
  });

  it('gives up after 5 s on the sign-in client and 15 s on the data client', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    fetchMock.mockImplementation(async () => envelope(200, null));
    await requestBuilt('/api/x', { client: 'auth' });
    await requestBuilt('/api/x');
    expect(timeout.mock.calls.map((c) => c[0])).toEqual([5000, 15000]);
  });

  it("reads GS1's EPCIS binding: its JSON answer as it is, a problem's detail as the refusal, a lost session as any other", async () => {
    const problem = (status: number, body: object) =>
      new Response(JSON.stringify({ status, ...body }), { status, headers: { 'content-type': 'application/problem+json' } });
    const job = { captureID: '7', success: true, errors: [], eventCount: 1, storedCount: 1, presentCount: 0 };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(job), { status: 202, headers: { 'content-type': 'application/json' } }));
    const document = { type: 'EPCISDocument' };
    await expect(requestPlain('/epcis/capture', { method: 'POST', body: document })).resolves.toEqual(job);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify(document));

    // A refusal the page lists is not toasted; its problem details are the error's data.
    const invalid = { type: 'epcisException:ValidationException', detail: 'Nothing was stored', errors: [{ detail: 'no parentID' }] };
    fetchMock.mockResolvedValueOnce(problem(400, invalid));
    const refused = (await requestPlain('/epcis/capture', { method: 'POST', body: document, shownInPage: [400] }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect([refused.statusCode, refused.message, refused.data]).toEqual([400, 'Nothing was stored', { status: 400, ...invalid }]);
    expect(errors).toEqual([]);

    // A missing grant is toasted and keeps the session; a lost one asks to sign in again.
    fetchMock.mockResolvedValueOnce(problem(403, { type: 'epcisException:SecurityException', detail: 'No permission' }));
    await expect(requestPlain('/epcis/capture/{captureID}', { params: { captureID: '7' } })).rejects.toMatchObject({ statusCode: 40301 });
    expect(errors).toEqual(['No permission']);
    useUserStore.setState({ token: 'abc' });
    fetchMock.mockResolvedValueOnce(problem(401, { type: 'epcisException:SecurityException', detail: 'Your session has ended' }));
    await requestPlain('/epcis/capture/{captureID}', { params: { captureID: '7' } }).catch(() => undefined);
    expect(useUserStore.getState().token).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits longer for a call that says it takes long', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    fetchMock.mockImplementation(async () => envelope(200, null));
    await requestBuilt('/api/x', { client: 'auth', timeoutMs: 60_000 });
    expect(timeout).toHaveBeenLastCalledWith(60_000);
  });
});
