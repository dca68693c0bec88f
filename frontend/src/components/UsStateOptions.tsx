import { US_STATES } from '../lib/usStates';

/** One `<option>` per state the shop ships to (site/us-states.json), for a state select. */
export function UsStateOptions() {
  return US_STATES.map((state) => (
    <option key={state.code} value={state.code}>
      {state.name}
    </option>
  ));
}
