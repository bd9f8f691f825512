import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { LANDING_CLINIC } from '../projects/landingsFake';
import { DomainSettings } from './DomainSettings';
import * as stories from './DomainSettings.stories';
import { domainsServer, type DomainsData } from './domainsFake';

const { Pending, Verified, ApexWrongRecord, NoDomains, PlanWithoutDomains, English } = composeStories(stories);
const DOMAIN = 'www.clinicasol.es';
const callsTo = (server: ReturnType<typeof domainsServer>['server'], key: string) => server.calls.filter((c) => c.key === key);

function renderSettings(change?: (data: DomainsData) => void, pollMs?: number) {
  const fake = domainsServer(change);
  render(
    <CrmStoryWrapper server={fake.server} path="projects" route="projects">
      <DomainSettings landing={{ _id: LANDING_CLINIC, name: 'Clínica Sol' }} onClose={() => undefined} pollMs={pollMs} />
    </CrmStoryWrapper>,
  );
  return fake;
}

describe('domain settings', () => {
  it('shows a pending domain with the records to create, each value to copy, and when it was last checked', async () => {
    const user = userEvent.setup();
    render(<Pending />);
    expect(await screen.findByRole('dialog', { name: 'Dominios de «Clínica Sol»' })).toBeInTheDocument();
    const entry = await screen.findByRole('region', { name: DOMAIN });
    expect(within(entry).getByText('Pendiente de verificación')).toBeInTheDocument();
    const table = within(entry).getByRole('table', { name: `Registros DNS de ${DOMAIN}` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['CNAMEDirige el dominio', DOMAIN, 'landings.localhost', 'No encontrado'],
      ['TXTDemuestra que es tuyo', `_crm-verify.${DOMAIN}`, expect.stringMatching(/^crm-verify=tok\d+/), 'No encontrado'],
    ]);
    expect(entry).toHaveTextContent('Última comprobación: 24 nov 2026');
    await user.click(within(entry).getByRole('button', { name: 'Copiar el valor del registro TXT' }));
    expect(await navigator.clipboard.readText()).toMatch(/^crm-verify=tok\d+/);
    await user.click(within(entry).getByRole('button', { name: 'Copiar el nombre del registro CNAME' }));
    expect(await navigator.clipboard.readText()).toBe(DOMAIN);
  });

  it('verifies through the sandbox DNS switch, and "Verify now" says what the DNS has', async () => {
    const user = userEvent.setup();
    const { server } = renderSettings();
    const entry = await screen.findByRole('region', { name: DOMAIN });
    await user.click(within(entry).getByRole('button', { name: 'Verificar ahora' }));
    await waitFor(() => expect(callsTo(server, 'POST /verifyCustomDomain')).toHaveLength(1));
    expect(within(entry).getByText('Pendiente de verificación')).toBeInTheDocument();
    expect(within(entry).getByText(/Modo de pruebas/)).toBeInTheDocument();
    await user.click(within(entry).getByRole('button', { name: 'Crear los registros (DNS de prueba)' }));
    expect(await within(entry).findByText('Verificado')).toBeInTheDocument();
    expect(within(entry).getAllByText('Correcto')).toHaveLength(2);
    expect(within(entry).getByRole('link', { name: `Ver la landing en http://${DOMAIN}:3000/ (se abre en otra pestaña)` })).toHaveAttribute('href', `http://${DOMAIN}:3000/`);
    expect(callsTo(server, 'POST /landings/sandbox/dnsRecords')[0].args.body).toMatchObject({ created: true });
    expect(within(entry).getByRole('button', { name: 'Quitar los registros (DNS de prueba)' })).toBeInTheDocument();
  });

  it('follows a pending domain by itself while shown (polling getDomainDNS)', async () => {
    const fake = renderSettings(undefined, 30);
    const entry = await screen.findByRole('region', { name: DOMAIN });
    await waitFor(() => expect(callsTo(fake.server, 'GET /getDomainDNS/:id').length).toBeGreaterThan(0));
    fake.data.recordsCreated.add(fake.data.domains[0]._id); // the user created them at their DNS host
    expect(await within(entry).findByText('Verificado')).toBeInTheDocument();
    const polls = callsTo(fake.server, 'GET /getDomainDNS/:id').length;
    await new Promise((r) => setTimeout(r, 120));
    expect(callsTo(fake.server, 'GET /getDomainDNS/:id')).toHaveLength(polls); // verified: no more polling
  });

  it('adds a domain: the rule while typing, the taken name on the field, then the new pending entry', async () => {
    const user = userEvent.setup();
    const { server } = renderSettings((d) => { d.domains = []; });
    expect(await screen.findByText('Esta landing aún no tiene dominios propios.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Dominio' });
    await user.type(field, 'localhost');
    expect(screen.getByText('localhost no es un dominio público.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Añadir dominio' }));
    expect(callsTo(server, 'POST /createCustomDomain')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'www.ocupado.com');
    await user.click(screen.getByRole('button', { name: 'Añadir dominio' }));
    expect(await screen.findByText('Este dominio ya está en uso en otra landing.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, 'WWW.Mi-Clinica.com');
    await user.click(screen.getByRole('button', { name: 'Añadir dominio' }));
    const entry = await screen.findByRole('region', { name: 'www.mi-clinica.com' });
    expect(within(entry).getByText('Pendiente de verificación')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(callsTo(server, 'POST /createCustomDomain').at(-1)!.args.body).toMatchObject({ landingId: LANDING_CLINIC, domain: 'WWW.Mi-Clinica.com' });
  });

  it('shows the plan refusal (SPEC §8 UPGRADE_PLAN) with the way to billing', async () => {
    const user = userEvent.setup();
    render(<PlanWithoutDomains />);
    await user.type(await screen.findByRole('textbox', { name: 'Dominio' }), 'www.mi-clinica.com');
    await user.click(screen.getByRole('button', { name: 'Añadir dominio' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tu plan no permite dominios propios.');
    expect(within(alert).getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/es/billing');
  });

  it('removes a domain only after confirming', async () => {
    const user = userEvent.setup();
    const { server } = renderSettings();
    const entry = await screen.findByRole('region', { name: DOMAIN });
    await user.click(within(entry).getByRole('button', { name: `Quitar ${DOMAIN}` }));
    await user.click(within(await screen.findByRole('dialog', { name: `¿Quitar el dominio ${DOMAIN}?` })).getByRole('button', { name: 'Cancelar' }));
    expect(callsTo(server, 'POST /deleteCustomDomain')).toHaveLength(0);
    await user.click(await within(entry).findByRole('button', { name: `Quitar ${DOMAIN}` }));
    await user.click(within(await screen.findByRole('dialog', { name: `¿Quitar el dominio ${DOMAIN}?` })).getByRole('button', { name: 'Quitar dominio' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: DOMAIN })).not.toBeInTheDocument());
    expect(callsTo(server, 'POST /deleteCustomDomain')[0].args.body).toMatchObject({ landingId: LANDING_CLINIC });
    expect(screen.getByText('Esta landing aún no tiene dominios propios.')).toBeInTheDocument();
  });

  it('shows the other stories: verified, an apex with a wrong record outside the sandbox, none, English', async () => {
    const { unmount } = render(<Verified />);
    expect(await screen.findByText('Verificado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar los registros (DNS de prueba)' })).toBeInTheDocument();
    unmount();
    const apex = render(<ApexWrongRecord />);
    const entry = await screen.findByRole('region', { name: 'clinicasol.es' });
    expect(within(entry).getByText('ALIAS')).toBeInTheDocument();
    expect(within(entry).getAllByText('Valor distinto')).toHaveLength(2);
    expect(within(entry).queryByText(/Modo de pruebas/)).toBeNull();
    apex.unmount();
    const none = render(<NoDomains />);
    expect(await screen.findByText('Esta landing aún no tiene dominios propios.')).toBeInTheDocument();
    none.unmount();
    render(<English />);
    expect(await screen.findByRole('dialog', { name: 'Domains of “Clínica Sol”' })).toBeInTheDocument();
    expect(await screen.findByText('Pending verification')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify now' })).toBeInTheDocument();
  });
});
