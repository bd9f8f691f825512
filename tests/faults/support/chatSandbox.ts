import { apiClient } from './client';

/**
 * Pairs the chat sandbox's phone with a company as a phone would (its QR page), and returns the
 * phone's token: what a customer writes from it arrives in the company's inbox.
 */
export async function pairSandboxPhone(base: string, token: string, companyId: string): Promise<string> {
  const login = await apiClient(base, token)<{ pairingUrl: string }>('GET', `/wpplogin?companyId=${companyId}`);
  if (login.status !== 200) throw new Error(`wpplogin: ${login.status} ${JSON.stringify(login.body)}`);
  const pairing = new URL(login.body.pairingUrl);
  const paired = await fetch(`${base}${pairing.pathname}`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `ref=${pairing.searchParams.get('ref')}&phone=%2B34910000000`,
  });
  if (paired.status !== 303) throw new Error(`pairing: ${paired.status} ${await paired.text()}`);
  return String(paired.headers.get('location')).split('/').pop()!;
}

/** A customer writes from the sandbox phone, through the given base URL (the balancer or one instance). */
export async function customerWrites(base: string, phoneToken: string, text: string): Promise<void> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ from: '+34 655 100 200', profileName: 'Lucía Pérez', type: 'text', text })) form.set(k, v);
  const response = await fetch(`${base}/api/chat/sandbox/phone/${phoneToken}/send`, { method: 'POST', body: form, headers: { accept: 'application/json' } });
  if (response.status !== 200) throw new Error(`the sandbox phone's message was refused: ${response.status} ${await response.text()}`);
}
