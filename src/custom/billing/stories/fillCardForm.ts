import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types a card into the card form (Spanish or English labels), inside `container` if given. */
export async function fillCardForm(number: string, container?: HTMLElement) {
  const user = userEvent.setup({ delay: null });
  const scope = container ? within(container) : screen;
  await scope.findByRole('textbox', { name: /número de tarjeta|card number/i });
  for (const [name, value] of [[/número de tarjeta|card number/i, number], [/caducidad|expiry/i, '1230'], [/código de seguridad|security code/i, '123']] as const) {
    await user.clear(scope.getByRole('textbox', { name }));
    await user.type(scope.getByRole('textbox', { name }), value);
  }
  return user;
}
