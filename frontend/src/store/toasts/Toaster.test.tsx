import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { showToast } from './toastSlice';
import { SWIPE_THRESHOLD_PX, TOAST_DURATION_MS } from './ToastCard';

describe('Toaster', () => {
  it('shows one toast at a time: a new one replaces the current one', () => {
    const { store } = renderWithProviders(<div />);
    act(() => {
      store.dispatch(showToast({ title: 'First' }));
      store.dispatch(showToast({ title: 'Second', description: 'More' }));
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('SecondMore');
  });

  it('disappears after 5 s', () => {
    vi.useFakeTimers();
    const { store } = renderWithProviders(<div />);
    act(() => void store.dispatch(showToast({ title: 'Saved' })));
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('is dismissed by a swipe of 50 px to the right, not by a shorter one', () => {
    const { store } = renderWithProviders(<div />);
    act(() => void store.dispatch(showToast({ title: 'Swipe me' })));
    const toast = screen.getByTestId('toast');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 100 + SWIPE_THRESHOLD_PX - 1 });
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 130 });
    fireEvent.pointerUp(toast, { clientX: 100 + SWIPE_THRESHOLD_PX });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('focuses the notification region on F8', () => {
    renderWithProviders(<div />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByRole('list', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('announces destructive toasts as alerts', () => {
    const { store } = renderWithProviders(<div />);
    act(() => void store.dispatch(showToast({ title: 'Invalid email', variant: 'destructive' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email');
  });
});
