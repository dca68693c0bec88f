import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart, lazyPartsLoaded, RenderedLazyParts } from './lazyPart';

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

  it('tells when every part asked for has loaded, not before', async () => {
    let finish: (component: typeof Greeting) => void = () => undefined;
    const Slow = lazyPart('Slow', () => new Promise<typeof Greeting>((resolve) => (finish = resolve)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Slow name="Hedy" />
      </Suspense>,
    );
    let loaded = false;
    void lazyPartsLoaded().then(() => (loaded = true));
    await screen.findByText('Loading');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).toBe(false);
    finish(Greeting);
    await waitFor(() => expect(loaded).toBe(true));
    expect(await screen.findByText('Hello Hedy')).toBeInTheDocument();
  });
});
