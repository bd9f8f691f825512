import { render, screen } from '@testing-library/react';
import { useTranslate } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createFakeServices } from './createFakeServices';
import { localeMessages } from './localeMessages';
import { ShellStoryWrapper } from './ShellStoryWrapper';

/** Reads one message of each area's file, through react-i18next and (when given) react-admin. */
function Messages({ admin = false }: { admin?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul>
      <li>{t('app.login.title')}</li>
      <li>{t('app.billing.page.title')}</li>
      <li>{t('resources.companies.name', { count: 2 })}</li>
      {admin && <RaMessages />}
    </ul>
  );
}

function RaMessages() {
  const translate = useTranslate();
  return (
    <>
      <li>{translate('ra.action.save')}</li>
      <li>{translate('app.billing.page.title')}</li>
      <li>{translate('no.such.key', { _: 'fallback text' })}</li>
    </>
  );
}

describe('ShellStoryWrapper translations', () => {
  it('every locales/ file of a language is merged, nested areas included (app.json and billing.json both fill `app`)', () => {
    const es = localeMessages('es') as { app: Record<string, unknown>; resources: Record<string, unknown>; ra: unknown };
    expect(Object.keys(es.app)).toEqual(expect.arrayContaining(['login', 'billing']));
    expect(Object.keys(es.resources)).toEqual(expect.arrayContaining(['companies', 'contacts']));
    expect(es.ra).toBeDefined();
  });

  it('gives any story the real messages of every area, in its language', () => {
    const { services } = createFakeServices();
    const { unmount } = render(
      <ShellStoryWrapper services={services} language="es" path="x">
        <Messages />
      </ShellStoryWrapper>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Iniciar sesión', 'Facturación', 'Empresas']);
    unmount();
    render(
      <ShellStoryWrapper services={services} language="en" path="x">
        <Messages />
      </ShellStoryWrapper>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Sign in', 'Billing', 'Companies']);
  });

  it('with `admin`, react-admin components translate from the same messages', () => {
    const { services } = createFakeServices();
    render(
      <ShellStoryWrapper services={services} language="es" path="x" admin>
        <Messages admin />
      </ShellStoryWrapper>,
    );
    expect(screen.getAllByRole('listitem').slice(3).map((li) => li.textContent)).toEqual(['Guardar', 'Facturación', 'fallback text']);
  });
});
