/**
 * Prism serves one document: PayPal's Payouts document with our description of the OAuth token
 * endpoint added (contract/oauth2_token_ours.json: its path and its security scheme), and the
 * webhook paths the plugin calls from PayPal's notifications document
 * (notifications_webhooks_v1.json: verify-webhook-signature) with every schema of that document.
 * PayPal's paths, schemas and parameters are kept as PayPal wrote them; a name both documents use
 * stops the merge rather than replace PayPal's, unless both define it alike (PayPal's shared error
 * schemas).
 *
 *   node tests/paypal/merge-contract.mjs OUT.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join( dirname( fileURLToPath( import.meta.url ) ), 'contract' );
const read = ( name ) =>
	JSON.parse( readFileSync( join( here, name ), 'utf8' ) );
const payouts = read( 'payments_payouts_batch_v1.json' );
const oauth = read( 'oauth2_token_ours.json' );
const notifications = read( 'notifications_webhooks_v1.json' );

/** The notifications paths the plugin calls. */
const WEBHOOK_PATHS = [ '/v1/notifications/verify-webhook-signature' ];

function add( target, source, what, sameIsFine = false ) {
	for ( const [ key, value ] of Object.entries( source || {} ) ) {
		if (
			sameIsFine &&
			key in target &&
			JSON.stringify( target[ key ] ) === JSON.stringify( value )
		) {
			continue;
		}
		if ( key in target ) {
			throw new Error(
				`${ what } ${ key } is in PayPal's document already.`
			);
		}
		target[ key ] = value;
	}
}

add( payouts.paths, oauth.paths, 'Path' );
add(
	payouts.components.securitySchemes,
	oauth.components.securitySchemes,
	'Security scheme'
);
add( payouts.components.schemas, oauth.components.schemas, 'Schema' );
add(
	payouts.paths,
	Object.fromEntries(
		WEBHOOK_PATHS.map( ( path ) => [ path, notifications.paths[ path ] ] )
	),
	'Path'
);
add(
	payouts.components.schemas,
	notifications.components.schemas,
	'Schema',
	true
);
writeFileSync( process.argv[ 2 ], JSON.stringify( payouts, null, '\t' ) );
