/**
 * Fake timers that Testing Library and user-event can run under.
 *
 * Testing Library lets pending work settle after each user-event call by waiting for a zero-delay
 * timeout, and only advances fake timers for it when it sees a `jest` global; under Vitest that
 * timeout would never fire. Stubbing the one function it calls lets both work together.
 */
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

export function startFakeClock() {
	vi.useFakeTimers();
	vi.stubGlobal( 'jest', {
		advanceTimersByTime: ( ms: number ) => vi.advanceTimersByTime( ms ),
	} );
	return userEvent.setup( {
		advanceTimers: ( ms ) => vi.advanceTimersByTime( ms ),
	} );
}
