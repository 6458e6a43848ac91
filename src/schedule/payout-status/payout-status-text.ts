/**
 * The wording of the payout status line: one translated sentence per part that is present.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	FiledPayout,
	LastPayout,
	PaypalPayout,
	ProjectedAmount,
	RequestStatus,
} from '../../api';
import { formatPrice } from '../../utils';

/** A sentence terminator (any script), optionally followed by closing quotes or brackets. */
const SENTENCE_END = /\p{Sentence_Terminal}[\p{Pe}\p{Pf}"']*$/u;

/**
 * The server's messages are sentences, but one Dokan wrote may lack its full stop; without one
 * it would run into the next part of the line.
 *
 * @param message Plain text from the server.
 */
function asSentence( message: string ): string {
	const text = message.trim();
	return SENTENCE_END.test( text )
		? text
		: sprintf(
				/* translators: %s: a sentence lacking its final punctuation. */
				__( '%s.', 'vendor-payout-schedule' ),
				text
			);
}

function lastPayoutText( last: LastPayout ): string {
	if ( last.kind === 'skipped' ) {
		return sprintf(
			/* translators: 1: payout date. 2: why it was skipped (a sentence). */
			__( 'Last payout skipped on %1$s: %2$s', 'vendor-payout-schedule' ),
			last.date,
			asSentence( last.message )
		);
	}
	const amount = formatPrice( last.amount );
	return last.paypal && ! isDecidedInDokan( last )
		? paypalText( last.paypal, amount, last.date )
		: filedText( last.requestStatus, amount, last.date );
}

/**
 * Dokan's approval or cancellation is the last word on a request, whatever PayPal said before.
 *
 * @param last A filed payout.
 */
function isDecidedInDokan( last: FiledPayout ): boolean {
	return (
		last.requestStatus === 'approved' || last.requestStatus === 'cancelled'
	);
}

/**
 * The sentence for a request sent through PayPal and not decided in Dokan yet: "paid" only once
 * PayPal paid it.
 *
 * @param paypal What PayPal said.
 * @param amount The amount, formatted.
 * @param date   The date of the request, formatted by the server.
 */
function paypalText(
	paypal: PaypalPayout,
	amount: string,
	date: string
): string {
	switch ( paypal.stage ) {
		case 'paid':
			return filedText( 'approved', amount, date );
		case 'unclaimed':
			return sprintf(
				/* translators: 1: amount, e.g. "$1,250.50". 2: date of the request. */
				__(
					'Last payout: %1$s, requested on %2$s, is waiting for you to claim it in PayPal. Claim it within 30 days, or PayPal returns it.',
					'vendor-payout-schedule'
				),
				amount,
				date
			);
		case 'failed':
			return sprintf(
				/* translators: 1: amount, e.g. "$1,250.50". 2: date of the request. 3: why PayPal did not pay it (a sentence). */
				__(
					'Last payout: PayPal did not pay %1$s, requested on %2$s. %3$s',
					'vendor-payout-schedule'
				),
				amount,
				date,
				asSentence( paypal.message ?? '' )
			);
		default:
			return sprintf(
				/* translators: 1: amount, e.g. "$1,250.50". 2: date of the request. */
				__(
					'Last payout: %1$s, requested on %2$s, was sent through PayPal; PayPal has not paid it yet.',
					'vendor-payout-schedule'
				),
				amount,
				date
			);
	}
}

/**
 * The sentence for a request the schedule filed: "paid" only once Dokan approved it.
 *
 * @param status What Dokan has done with the request.
 * @param amount The amount, formatted.
 * @param date   The date of the request, formatted by the server.
 */
function filedText(
	status: RequestStatus,
	amount: string,
	date: string
): string {
	switch ( status ) {
		case 'pending':
			return sprintf(
				/* translators: 1: amount, e.g. "$1,250.50". 2: date of the request. */
				__(
					'Last payout: %1$s requested on %2$s, waiting for approval.',
					'vendor-payout-schedule'
				),
				amount,
				date
			);
		case 'approved':
			return sprintf(
				/* translators: 1: amount, e.g. "$1,250.50". 2: date of the request. */
				__(
					'Last payout: %1$s, requested on %2$s, has been paid.',
					'vendor-payout-schedule'
				),
				amount,
				date
			);
		case 'cancelled':
			return sprintf(
				/* translators: 1: amount, e.g. "$1,250.50". 2: date of the request. */
				__(
					'Last payout: the request for %1$s on %2$s was cancelled.',
					'vendor-payout-schedule'
				),
				amount,
				date
			);
		default:
			return sprintf(
				/* translators: 1: amount, e.g. "$1,250.50". 2: date of the request. */
				__(
					'Last payout: %1$s requested on %2$s.',
					'vendor-payout-schedule'
				),
				amount,
				date
			);
	}
}

function projectedAmountText( projected: ProjectedAmount ): string {
	if ( projected.kind === 'skipped' ) {
		return sprintf(
			/* translators: %s: why the next payout would be skipped today (a sentence). */
			__( 'Next payout on hold: %s', 'vendor-payout-schedule' ),
			asSentence( projected.message )
		);
	}
	return sprintf(
		/* translators: %s: amount at today's balance, e.g. "$1,184.56". */
		__( 'Next payout: about %s.', 'vendor-payout-schedule' ),
		formatPrice( projected.amount )
	);
}

/**
 * The sentences of the line, the last payout first; none when the server told nothing.
 *
 * @param lastPayout      The latest scheduled outcome, or null.
 * @param projectedAmount What the next run would do, or null.
 */
export function payoutStatusParts(
	lastPayout: LastPayout | null,
	projectedAmount: ProjectedAmount | null
): Array< { key: 'last' | 'next'; text: string } > {
	const parts: Array< { key: 'last' | 'next'; text: string } > = [];
	if ( lastPayout ) {
		parts.push( { key: 'last', text: lastPayoutText( lastPayout ) } );
	}
	if ( projectedAmount ) {
		parts.push( {
			key: 'next',
			text: projectedAmountText( projectedAmount ),
		} );
	}
	return parts;
}
