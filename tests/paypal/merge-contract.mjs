/**
 * Prism serves one document: PayPal's Payouts document with our description of the OAuth token
 * endpoint added (contract/oauth2_token_ours.json: its path and its security scheme). PayPal's
 * paths, schemas and parameters are kept as PayPal wrote them; a name both documents use stops the
 * merge rather than replace PayPal's.
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

function add( target, source, what ) {
	for ( const [ key, value ] of Object.entries( source || {} ) ) {
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
writeFileSync( process.argv[ 2 ], JSON.stringify( payouts, null, '\t' ) );
