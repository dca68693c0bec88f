import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HolidayPage } from './HolidayPage';

describe('HolidayPage', () => {
  it('shows the coming-soon page and stays out of search results', async () => {
    fakeApi({});
    renderWithProviders(<HolidayPage />, { route: '/holiday' });
    expect(screen.getByRole('heading', { level: 1, name: 'Winter Spice Collection' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Winter Spice Collection/ })).toHaveAttribute(
      'src',
      '/public-objects/holiday/winter-spice.webp',
    );
    await screen.findByRole('button', { name: 'Notify Me' });
    // The head is written by PageHead's own chunk (loaded with the API client, after the screen).
    await vi.waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex,nofollow'),
    );
  });

  it('refuses an invalid address without sending it', async () => {
    const calls = fakeApi({});
    const { user } = renderWithProviders(<HolidayPage />, { route: '/holiday' });
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid emailPlease enter a valid email address');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('records a Winter Spice waitlist entry and answers with its own message, not the newsletter promise', async () => {
    const message = "We'll let you know when the Winter Spice Collection arrives.";
    const calls = fakeApi({
      'POST /api/waitlist': { status: 201, body: { email: 'ada@example.com', collection: 'winter-spice', message } },
    });
    const { user } = renderWithProviders(<HolidayPage />, { route: '/holiday' });
    await user.type(screen.getByLabelText('Email address'), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(message);
    expect(toast).not.toHaveTextContent(/15%|Welcome/);
    expect(screen.getByTestId('signup-feedback')).toHaveTextContent(message);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/waitlist', body: { email: 'ada@example.com', collection: 'winter-spice' } },
    ]);
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it("shows the server's reason when the waitlist refuses the address", async () => {
    fakeApi({
      'POST /api/waitlist': {
        status: 400,
        body: { statusCode: 400, error: 'Please enter a valid email address', message: 'x' },
      },
    });
    const { user } = renderWithProviders(<HolidayPage />, { route: '/holiday' });
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not join the waitlistPlease enter a valid email address',
    );
  });
});
