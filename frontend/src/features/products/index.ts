// The products feature's public face for the shell: the list's API call for an address (the server runs it first).
export { productCardsArg } from './productFilters';
