import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HolidayPage } from './HolidayPage';

describe('HolidayPage', () => {
  it('shows the coming-soon page and stays out of search results', async () => {
    fakeApi({});
    renderWithProviders(<HolidayPage />, { route: '/holiday' });
    expect(screen.getByRole('heading', { level: 1, name: 'Winter Spice Collection' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Winter Spice Collection/ })).toHaveAttribute('src', '/public-objects/holiday/winter-spice.webp');
    await screen.findByRole('button', { name: 'Notify Me' });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex,nofollow');
  });

  it('refuses an invalid address without sending it', async () => {
    const calls = fakeApi({});
    const { user } = renderWithProviders(<HolidayPage />, { route: '/holiday' });
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid emailPlease enter a valid email address');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("records the address as a subscriber from 'holiday' and welcomes it", async () => {
    const calls = fakeApi({ 'POST /api/newsletter/subscribe': { status: 201, body: { email: 'ada@example.com', message: 'ok' } } });
    const { user } = renderWithProviders(<HolidayPage />, { route: '/holiday' });
    await user.type(screen.getByLabelText('Email address'), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Welcome! 🌿Check your email for a special 15% discount code!');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/newsletter/subscribe', body: { email: 'ada@example.com', source: 'holiday' } },
    ]);
  });

  it("shows the server's reason when the address is already on the list", async () => {
    fakeApi({ 'POST /api/newsletter/subscribe': { status: 409, body: { statusCode: 409, error: 'This email is already subscribed to our newsletter.', message: 'x' } } });
    const { user } = renderWithProviders(<HolidayPage />, { route: '/holiday' });
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription failedThis email is already subscribed to our newsletter.');
  });
});
