import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../i18n/languages';
import { localeMessages } from './localeMessages';

export type RegisterFormInput = { name?: string; surname?: string; email?: string; phone?: string; password?: string; companyName?: string; acceptTerms?: boolean };

/** The label exactly, with or without the required asterisk. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

type FieldLabels = Record<'name' | 'surname' | 'email' | 'phoneOptional' | 'password' | 'companyName', string>;
type Labels = { app: { fields: FieldLabels; register: Record<'acceptTerms' | 'submit', string> } };

/** The shared registration form's labels in a language (as the user reads them). */
export function registerLabels(language: Language = 'es') {
  const { app } = localeMessages(language) as Labels;
  return { ...app.fields, acceptTerms: app.register.acceptTerms, submit: app.register.submit };
}

/**
 * Fills the shared registration form (RegisterForm) as a user would; fields left out are not
 * touched (the short form has no surname or phone). Does not submit.
 */
export async function fillRegisterForm(values: RegisterFormInput, language: Language = 'es') {
  const labels = registerLabels(language);
  const type = async (label: string, value: string | undefined) => {
    if (value === undefined) return;
    const input = screen.getByRole('textbox', { name: labelled(label) });
    await userEvent.clear(input);
    await userEvent.type(input, value);
  };
  await type(labels.name, values.name);
  await type(labels.surname, values.surname);
  await type(labels.email, values.email);
  await type(labels.phoneOptional, values.phone);
  if (values.password !== undefined) await userEvent.type(screen.getByLabelText(labelled(labels.password)), values.password);
  await type(labels.companyName, values.companyName);
  if (values.acceptTerms) await userEvent.click(screen.getByRole('checkbox', { name: labels.acceptTerms }));
}

/** A complete, valid registration. */
export const validRegistration: RegisterFormInput = {
  name: 'Ana', surname: 'García', email: 'ana@example.com', password: 'secreto12', companyName: 'Acme Tiendas', acceptTerms: true,
};
