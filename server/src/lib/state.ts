import type { Actor, Machine, StateErrorCode } from '@venues/contracts';
import { AppError } from './errors';

/**
 * The state a record reaches by `event`, or the error the API answers (docs/transactions.md):
 * 409 with a code naming the current state when the step is not possible from it, 403 when it is
 * but not for this caller. `what` names the record in the message ("offer").
 */
export function step<S extends string, E extends string>(machine: Machine<S, E>, state: S, event: E, actor: Actor, what: string): S {
  const r = machine.check(state, event, actor);
  if (r.ok) return r.to;
  if (r.reason === 'actor') throw new AppError('FORBIDDEN', `You cannot ${event.replace(/_/g, ' ')} this ${what}`);
  throw new AppError(r.code as StateErrorCode, `This ${what} is ${state.replace(/_/g, ' ')}: it cannot be ${pastTense(event)} now`, { state });
}

const pastTense = (event: string) => {
  const word = event.replace(/_/g, ' ');
  return word.endsWith('e') ? `${word}d` : `${word}ed`;
};
