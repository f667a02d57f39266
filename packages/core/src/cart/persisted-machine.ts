import { cartMachineRestoring } from "./machine.ts";
import { restoreCart } from "./persist.ts";

/**
 * The cart machine (see `cartMachineRestoring` in machine.ts), restoring a stored cart with
 * persist.ts's decoder. WHY a file of its own: machine.ts stays free of Effect, so a replay
 * (which builds its own machine) does not load it.
 */
export const cartMachine = cartMachineRestoring(restoreCart);
