import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart, RenderedLazyParts } from './lazyPart';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPart', () => {
  it('renders the loaded component with its props and notes its name for the server', async () => {
    const Part = lazyPart('Greeting', () => Promise.resolve(Greeting));
    const rendered = new Set<string>();
    render(
      <RenderedLazyParts.Provider value={rendered}>
        <Suspense fallback={<p>Loading</p>}>
          <Part name="Ada" />
        </Suspense>
      </RenderedLazyParts.Provider>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect([...rendered]).toEqual(['Greeting']);
  });

  it('notes nothing where nobody collects (the browser)', async () => {
    const Part = lazyPart('Greeting', () => Promise.resolve(Greeting));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Grace" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  });

  it('notes only the parts the page rendered', async () => {
    const Shown = lazyPart('Shown', () => Promise.resolve(Greeting));
    lazyPart('NotShown', () => Promise.resolve(Greeting));
    const rendered = new Set<string>();
    render(
      <RenderedLazyParts.Provider value={rendered}>
        <Suspense fallback={null}>
          <Shown name="Lin" />
        </Suspense>
      </RenderedLazyParts.Provider>,
    );
    await screen.findByText('Hello Lin');
    expect([...rendered]).toEqual(['Shown']);
  });
});
