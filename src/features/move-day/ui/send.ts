/**
 * Sends one of the crew's entries (a step, money) to the staff API with an Idempotency-Key of
 * its own, so a retry after a lost answer records nothing twice. The answer's message on a
 * refusal, or null when stored.
 */
export async function sendCrewEntry(
  url: string,
  body: unknown,
  key: string = crypto.randomUUID(),
): Promise<{ ok: true } | { ok: false; message: string | null; status: number }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true };
    const answer = (await response.json().catch(() => null)) as {
      error?: { message?: string; fields?: Record<string, string> };
    } | null;
    const fields = answer?.error?.fields;
    const message = (fields && Object.values(fields)[0]) ?? answer?.error?.message ?? null;
    return { ok: false, message, status: response.status };
  } catch {
    return { ok: false, message: null, status: 0 };
  }
}
