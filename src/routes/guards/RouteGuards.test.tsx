import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './RouteGuards.stories';

const s = composeStories(stories);
const location = () => screen.getByTestId('location').textContent;

describe('route guards', () => {
  it('sends an unlinked * route to check with the origin', async () => {
    render(<s.UnlinkedStarRoute />);
    await waitFor(() => expect(location()).toBe('/es/check {"from":"/es/improvements?x=1"}'));
    expect(screen.queryByText('protected content')).toBeNull();
  });
  it('opens a * route when both links exist', () => {
    render(<s.LinkedStarRoute />);
    expect(screen.getByText('protected content')).toBeInTheDocument();
  });
  it('sends check away once linked', async () => {
    render(<s.CheckWhenLinked />);
    await waitFor(() => expect(location()).toBe('/es/mainpage'));
  });
  it('sends a signed-in user from login to mainpage', async () => {
    render(<s.LoginWhenSignedIn />);
    await waitFor(() => expect(location()).toBe('/es/mainpage'));
  });
  it('opens registerV2 only with corporateAccess=Corporations', async () => {
    render(<s.CorporateWithCode />);
    expect(screen.getByText('protected content')).toBeInTheDocument();
  });
  it('sends registerV2 without the code to login', async () => {
    render(<s.CorporateWithoutCode />);
    await waitFor(() => expect(location()).toBe('/es/login'));
  });
  it('payment guards follow the subscription', async () => {
    const { unmount } = render(<s.ChangeSubscriptionWhenPaid />);
    await waitFor(() => expect(location()).toBe('/es/payment/subscription'));
    unmount();
    render(<s.SubscriptionWhenFree />);
    await waitFor(() => expect(location()).toBe('/es/payment/changeSubscription'));
  });
});
