import { turnoverService } from './turnover.service';
import { turnoverStore } from './turnover.store';

/** Wagering requirements (no routes): deposits, adjustments and withdrawals use the service; bet-events runs its consumer. */
export function turnoverModule(deps: { clock: () => Date }) {
  return { turnover: turnoverService({ store: turnoverStore(), clock: deps.clock }) };
}
