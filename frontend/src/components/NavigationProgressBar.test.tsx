import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackNavigation } from '../lib/navigationProgress';
import { NavigationProgressBar } from './NavigationProgressBar';

describe('NavigationProgressBar', () => {
  it('shows while a navigation waits and goes once every one has settled, failed ones too', async () => {
    render(<NavigationProgressBar />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    let finish!: () => void;
    let fail!: (error: Error) => void;
    const first = trackNavigation(new Promise<void>((resolve) => (finish = resolve)));
    const second = trackNavigation(new Promise<void>((_resolve, reject) => (fail = reject)));
    await act(async () => undefined);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await act(async () => {
      finish();
      await first;
    });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(async () => {
      fail(new Error('offline'));
      await second.catch(() => undefined);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
