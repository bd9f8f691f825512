import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../dataProvider/ApiError';
import { CrmStoryWrapper } from '../stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../stories/createFakeCrmApi';
import { sampleCrmData } from '../stories/crmFixtures';
import InvitationPage from './InvitationPage';
import * as stories from './InvitationPage.stories';

const { English, InvalidLink } = composeStories(stories);

describe('InvitationPage', () => {
  it('says who invites to which company and accepts with a name and password', async () => {
    const server = createFakeCrmApi(sampleCrmData());
    render(<CrmStoryWrapper server={server} route="invitation" path="invitation?token=valid-invitation-token-0001"><InvitationPage /></CrmStoryWrapper>);
    expect(await screen.findByText('Olga Dueña te invita a trabajar en Demo Company como Agente.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Nuevo');
    await userEvent.type(screen.getByLabelText(/Elige una contraseña/), 'Secreto123');
    await userEvent.click(screen.getByRole('button', { name: 'Unirme a Demo Company' }));
    await waitFor(() => expect(server.calls.find((c) => c.key === 'POST /acceptInvitation')?.args.body).toEqual({ token: 'valid-invitation-token-0001', name: 'Nuevo', surname: '', password: 'Secreto123' }));
    expect(await screen.findByTestId('navigated-away')).toHaveTextContent('/es/crm/contacts');
  });

  it('asks an existing account for its own password, and says so when it is wrong', async () => {
    const server = createFakeCrmApi(sampleCrmData(), {
      'GET /invitation/:token': () => ({ companyName: 'Demo Company', email: 'mia@example.com', role: 'viewer', invitedBy: 'Olga Dueña', needsPassword: false, expiresAt: '2030-01-01T00:00:00.000Z' }),
      'POST /acceptInvitation': ({ body }) => {
        if ((body as { password?: string }).password !== 'Mia12345') throw new ApiError('La contraseña no es correcta.', 400, { error_code: 'invalid_password', message: 'Incorrect password' });
        return { token: 'session-token', companyId: 'c1', user: { _id: 'u9', email: 'mia@example.com', name: 'Mia', surname: '' } };
      },
    });
    render(<CrmStoryWrapper server={server} route="invitation" path="invitation?token=valid-invitation-token-0001"><InvitationPage /></CrmStoryWrapper>);
    const password = await screen.findByLabelText(/Tu contraseña/);
    expect(screen.queryByRole('textbox', { name: /Nombre/ })).not.toBeInTheDocument();
    await userEvent.type(password, 'Otra1234');
    await userEvent.click(screen.getByRole('button', { name: 'Unirme a Demo Company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña no es correcta.');
    await userEvent.clear(password);
    await userEvent.type(password, 'Mia12345');
    await userEvent.click(screen.getByRole('button', { name: 'Unirme a Demo Company' }));
    expect(await screen.findByTestId('navigated-away')).toHaveTextContent('/es/crm/contacts');
    expect(server.calls.filter((c) => c.key === 'POST /acceptInvitation').map((c) => c.args.body)).toEqual([
      { token: 'valid-invitation-token-0001', password: 'Otra1234' },
      { token: 'valid-invitation-token-0001', password: 'Mia12345' },
    ]);
  });

  it('explains an unknown or used link', async () => {
    render(<InvalidLink />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace de invitación no es válido');
  });

  it('speaks English', async () => {
    render(<English />);
    expect(await screen.findByText('Olga Dueña invites you to work in Demo Company as Agent.')).toBeInTheDocument();
  });
});
