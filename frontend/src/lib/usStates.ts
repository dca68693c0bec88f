import type { UsState } from '@shop/site';
import usStates from '@shop/site/us-states.json';
import { zipInRanges } from '@shop/site/rules.js';

/** The 50 states and DC the shop ships to (site/us-states.json, the list the server checks against), by name. */
export const US_STATES: readonly UsState[] = usStates.states;
const STATE_BY_CODE = new Map(US_STATES.map((state) => [state.code, state]));

/** The state with that USPS code ("IN"), or undefined for anything else. */
export function usState(code: string): UsState | undefined {
  return STATE_BY_CODE.get(code.trim().toUpperCase());
}

/** Whether the ZIP code (five digits or ZIP+4) is one of the state's, as the server checks it. */
export function zipOfState(zip: string, state: UsState): boolean {
  return zipInRanges(zip.trim(), state.zipRanges);
}
