import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, pending } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NewsletterForm } from './NewsletterForm';
import { checkNewsletterEmail } from './validateEmail';

describe('newsletter email check', () => {
  it('trims and lower-cases', () => {
    expect(checkNewsletterEmail('  Ada@Example.COM ')).toEqual({ ok: true, email: 'ada@example.com' });
  });
  it.each(['', '   '])('asks for an address when empty (%j)', (input) => {
    expect(checkNewsletterEmail(input)).toEqual({
      ok: false,
      title: 'Email required',
      description: 'Please enter your email address',
    });
  });
  it.each(['ada', 'ada@example', '@example.com', 'ada@.com', 'a da@example.com'])('rejects %s', (input) => {
    expect(checkNewsletterEmail(input)).toEqual({
      ok: false,
      title: 'Invalid email',
      description: 'Please enter a valid email address',
    });
  });
});

describe('NewsletterForm', () => {
  const field = () => screen.getByLabelText('Email address');

  it('shows a destructive toast and sends nothing for an empty or invalid address', async () => {
    const calls = fakeApi({});
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email requiredPlease enter your email address');
    await user.type(field(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid emailPlease enter a valid email address');
    // The same words under the field, announced there and describing it; typing again clears them.
    expect(screen.getByTestId('signup-feedback')).toHaveTextContent('Invalid email Please enter a valid email address');
    expect(screen.getByTestId('signup-feedback')).toHaveAttribute('aria-live', 'polite');
    expect(field()).toHaveAccessibleDescription('Invalid email Please enter a valid email address');
    await user.type(field(), 'x');
    expect(screen.getByTestId('signup-feedback')).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
  });

  it('sends the trimmed lower-case address with its source, says Joining... meanwhile, then welcomes and clears', async () => {
    let release: () => void = () => undefined;
    const calls = fakeApi({
      'POST /api/newsletter/subscribe': () =>
        new Promise(
          (resolve) => (release = () => resolve({ status: 201, body: { email: 'ada@example.com', message: 'ok' } })),
        ),
    });
    const { user } = renderWithProviders(<NewsletterForm source="holiday" buttonText="Notify Me" />);
    await user.type(field(), '  Ada@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByRole('button', { name: 'Joining...' })).toBeDisabled();
    release();
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Welcome! 🌿Check your email for a special 15% discount code!',
    );
    expect(field()).toHaveValue('');
    expect(screen.getByTestId('signup-feedback')).toHaveTextContent(
      'Welcome! 🌿 Check your email for a special 15% discount code!',
    );
    expect(calls).toEqual([
      { method: 'POST', path: '/api/newsletter/subscribe', body: { email: 'ada@example.com', source: 'holiday' } },
    ]);
  });

  it("shows the server's error text when the address is already subscribed", async () => {
    fakeApi({
      'POST /api/newsletter/subscribe': {
        status: 409,
        body: { statusCode: 409, error: 'This email is already subscribed to our newsletter.', message: 'x' },
      },
    });
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.type(field(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Subscription failedThis email is already subscribed to our newsletter.',
    );
    expect(field()).toHaveValue('ada@example.com');
  });

  it("falls back to 'Failed to subscribe' when the answer has no error text", async () => {
    fakeApi({ 'POST /api/newsletter/subscribe': { status: 500 } });
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.type(field(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Subscription failedFailed to subscribe');
  });

  it('keeps the button disabled while a request is pending', async () => {
    fakeApi({ 'POST /api/newsletter/subscribe': pending });
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.type(field(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Joining...' })).toBeDisabled());
  });
});
