import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useTextTypedBeforeHydration } from './useTextTypedBeforeHydration';

function Field() {
  const [value, setValue] = useState('');
  const ref = useTextTypedBeforeHydration(value, setValue);
  return (
    <>
      <input aria-label="Email" ref={ref} value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value || 'empty'}</output>
    </>
  );
}

describe('useTextTypedBeforeHydration', () => {
  it('hands the text typed into the server-rendered field before hydration to the state', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field />);
    document.body.append(container);
    container.querySelector('input')!.value = 'not-an-email';
    await act(async () => {
      hydrateRoot(container, <Field />);
    });
    expect(container.querySelector('output')).toHaveTextContent('not-an-email');
    container.remove();
  });

  it('changes nothing when nothing was typed', () => {
    render(<Field />);
    expect(screen.getByRole('status')).toHaveTextContent('empty');
  });
});
