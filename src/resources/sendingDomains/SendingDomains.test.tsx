import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../contract/roles';
import SendingDomainsPage from '../../custom/email/area/SendingDomainsPage';
import { DOMAIN_PENDING, DOMAIN_VERIFIED, emailServer } from '../../custom/email/emailFake';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';

function renderDomains(path = 'templates/domains', role: Role = 'owner') {
  const fake = emailServer();
  render(<CrmStoryWrapper server={fake.server} path={path} route="templates/domains/*" role={role}><SendingDomainsPage /></CrmStoryWrapper>);
  return fake;
}
const record = (name: string) => screen.getByRole('listitem', { name });

describe('sending domains (declared resource)', () => {
  it('lists the domains with their status under the email area tabs', async () => {
    renderDomains();
    expect(await screen.findByRole('tab', { name: 'Dominios de envío', selected: true })).toHaveAttribute('href', '/es/templates/domains');
    expect(screen.getByRole('tab', { name: 'Plantillas' })).toHaveAttribute('href', '/es/templates');
    const verified = (await screen.findByText('demo.example')).closest('tr')!;
    expect(verified).toHaveTextContent('Verificado');
    expect(screen.getByText('nuevo.example').closest('tr')).toHaveTextContent('Pendiente');
  });

  it('adds a domain by name and opens its records to publish', async () => {
    const { server, data } = renderDomains('templates/domains/create');
    const input = await screen.findByRole('textbox', { name: /Dominio/ });
    await userEvent.type(input, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Al menos 3 caracteres.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.key === 'POST /mailerSend/domains/addDomain')).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, 'tienda.example');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('listitem', { name: 'DKIM' })).toHaveTextContent('crm1._domainkey.tienda.example');
    expect(data.domains.map((d) => d.name)).toContain('tienda.example');
    expect(server.calls.find((c) => c.key === 'POST /mailerSend/domains/addDomain')!.args.body).toEqual({ companyId: expect.any(String), name: 'tienda.example' });
  });

  it('shows the records to publish with copy buttons, and checks them now', async () => {
    // The clipboard (userEvent's stand-in) exists before the page renders, as in a secure browser.
    const user = userEvent.setup();
    const { server } = renderDomains(`templates/domains/${DOMAIN_PENDING}/show`);
    const dkim = await screen.findByRole('listitem', { name: 'DKIM' });
    expect(within(dkim).getByText('crm1._domainkey.nuevo.example')).toBeInTheDocument();
    expect(within(dkim).getByText('Sin comprobar')).toBeInTheDocument();
    expect(within(dkim).getByText('Necesario · Tipo TXT')).toBeInTheDocument();
    expect(within(record('DMARC')).getByText('Recomendado · Tipo TXT')).toBeInTheDocument();
    await user.click(within(dkim).getByRole('button', { name: 'Copiar el valor del registro DKIM' }));
    expect(await navigator.clipboard.readText()).toBe('v=DKIM1; k=rsa; p=MIIBIjANBgkq');
    expect(await screen.findByText('Copiado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Comprobar ahora' }));
    expect(await screen.findByText(/Aún no están todos los registros necesarios/)).toBeInTheDocument();
    await waitFor(() => expect(within(record('DKIM')).getByText('No encontrado')).toBeInTheDocument());
    expect(server.calls.find((c) => c.key === 'GET /mailerSend/domains/verificationStatus/:domainId')!.args).toMatchObject({ params: { domainId: DOMAIN_PENDING }, query: { companyId: expect.any(String) } });
  });

  it('in the sandbox, publishes the records in the sandbox DNS and the domain verifies', async () => {
    const { server, data } = renderDomains(`templates/domains/${DOMAIN_PENDING}/show`);
    const toggle = await screen.findByRole('switch', { name: 'Publicar los registros en el DNS de pruebas' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Dominio verificado: ya puedes enviar desde él.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.key === 'PUT /mailerSend/domains/sandboxDns/:domainId')!.args).toMatchObject({ params: { domainId: DOMAIN_PENDING }, body: { published: true } });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Publicar los registros en el DNS de pruebas' })).toBeChecked());
    expect(within(record('SPF')).getByText('Correcto')).toBeInTheDocument();
    expect(data.domains.find((d) => d._id === DOMAIN_PENDING)!.status).toBe('verified');
  });

  it('lets a role without email:manage read and check the records but not change the sandbox DNS', async () => {
    renderDomains(`templates/domains/${DOMAIN_VERIFIED}/show`, 'agent');
    expect(await screen.findByRole('listitem', { name: 'SPF' })).toHaveTextContent('Correcto');
    expect(screen.getByRole('button', { name: 'Comprobar ahora' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
