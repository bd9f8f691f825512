import { render, screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { closedLoopServer } from '../../custom/closedLoop/stories/closedLoopFake';
import { ConversionUploads } from './ConversionUploads';
import ConversionsList from './ConversionsList';

describe('conversions screen', { timeout: 30_000 }, () => {
  it('lists the conversion actions, then the stages that count as conversions and what was reported', async () => {
    const fake = closedLoopServer();
    render(<CrmStoryWrapper server={fake.server} path="conversions" language="en"><ConversionsList /></CrmStoryWrapper>);
    expect(await screen.findByText('Formulario web')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Stages that count as conversions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reported conversions' })).toBeInTheDocument();
  });

  it("says whom an upload was for: the closed loop's contact, or manual", async () => {
    const fake = closedLoopServer();
    const action = fake.data.actions[0];
    render(
      <CrmStoryWrapper server={fake.server} path={`conversions/${action._id}/show`} route="conversions/:id/show">
        <RecordContextProvider value={{ ...action, id: action._id }}><ConversionUploads /></RecordContextProvider>
      </CrmStoryWrapper>,
    );
    const table = await screen.findByRole('table');
    const [automatic, typed] = within(table).getAllByRole('row').slice(1);
    expect(within(automatic).getByRole('link', { name: 'Automática: ver el contacto' })).toHaveAttribute('href', `/es/crm/contacts/${fake.crm.contacts[0]._id}`);
    expect(typed).toHaveTextContent('Manual');
    expect(within(typed).queryByRole('link')).not.toBeInTheDocument();
    // Google's refusal in the user's language, its code kept for support.
    expect(typed).toHaveTextContent('Google no encuentra ningún clic con ese gclid en esta cuenta. (CLICK_NOT_FOUND)');
    expect(typed).not.toHaveTextContent('No click with this gclid was found');
  });
});
