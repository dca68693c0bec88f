/** Placeholder shell until the storefront lands. */
export function App() {
  return <main>Natural House</main>;
}
