import { useEffectEvent, useLayoutEffect } from "react";

/**
 * Adopts what a visitor put into a prerendered control before hydration. React 19 leaves it in the
 * field but not in state (react/react#33129 replays it only behind a flag), so the page would go on
 * with the old value: a Save would store it, the next render would show it. Runs once, as
 * hydration commits; `adopt` reads the control and updates state where they differ.
 */
export function useEarlyInput(adopt: () => void): void {
  const adoptOnce = useEffectEvent(adopt);
  useLayoutEffect(() => adoptOnce(), []);
}
