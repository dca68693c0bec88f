import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { App } from './App';

describe('App', () => {
  it('renders the shop name', () => {
    render(<App />);
    expect(screen.getByRole('main')).toHaveTextContent('Natural House');
  });
});
