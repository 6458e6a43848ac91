/**
 * A stateful stand-in for PayPal's Payouts API, answering as PayPal's published documents say
 * (tests/paypal/contract/: payments_payouts_batch_v1.json ec4d8f3, and our description of
 * POST /v1/oauth2/token from PayPal's authentication docs). Prism, in front of it, checks every
 * request and every answer against those documents, so what this fake answers must follow them too.
 *
 * What it holds: OAuth tokens of the apps in its config, payout batches by sender_batch_id (PayPal
 * refuses a sender_batch_id used in the last 30 days: "the API rejects the request with an error
 * message that shows the duplicate sender_batch_id and includes a HATEOAS link to the original
 * payout"), their items, which a read pages through, and an unclaimed item's cancel.
 *
 * A control door beside the API (`/__control/…`, never behind Prism) lets a test expire the tokens,
 * make the next calls fail (429, 500, 422 INSUFFICIENT_FUNDS) or hang past the client's timeout
 * after the batch was stored, move items to another status (by PayPal's item id, or by the
 * sender_item_id of our request with PayPal's error name and fee), and read what was stored.
 *
 * Webhooks: the fake makes a key pair and a self-signed certificate at start (webhook-signer.mjs),
 * signs each delivery as PayPal does for its one webhook (`config.webhook_id`), serves the
 * certificate at the PAYPAL-CERT-URL it sends, and answers POST
 * /v1/notifications/verify-webhook-signature (notifications_webhooks_v1.json) by checking the
 * signature against that certificate: a body or a signature changed after signing, another
 * webhook's id or another certificate's URL is FAILURE. The control door delivers an event of an
 * item or a batch as the fake holds it now, twice, forged, or an earlier delivery again.
 *
 *   node tests/paypal/fake/server.mjs --port 8481 [--config file.json]
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import {
	isSigned,
	selfSignedCertificate,
	signedHeaders,
} from './webhook-signer.mjs';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs( {
	options: {
		port: { type: 'string', default: '8481' },
		host: { type: 'string', default: '127.0.0.1' },
		config: { type: 'string' },
	},
} );

/** The apps PayPal knows, by client ID: their secret and the scopes their tokens carry. */
const PAYOUTS_SCOPE = 'https://uri.paypal.com/payments/payouts';
const DEFAULT_CONFIG = {
	apps: [
		{
			client_id: 'sandbox-app-with-payouts',
			secret: 'sandbox-secret-1',
			scope: `https://uri.paypal.com/services/invoicing ${ PAYOUTS_SCOPE } openid`,
		},
		{
			client_id: 'sandbox-app-without-payouts',
			secret: 'sandbox-secret-2',
			scope: 'https://uri.paypal.com/services/invoicing openid',
		},
	],
	token_lifetime: 32400,
	// The id PayPal gives the site's webhook (Developer Dashboard → the app → Webhooks).
	webhook_id: '4JH86294D6297924G',
};
const config = args.config
	? JSON.parse( readFileSync( args.config, 'utf8' ) )
	: DEFAULT_CONFIG;

/** @type {Map<string, {client_id: string, expires: number}>} */
const tokens = new Map();
/** @type {Map<string, object>} payout batches by PayPal's payout_batch_id */
const batches = new Map();
/** @type {Map<string, string>} PayPal's payout_batch_id by sender_batch_id */
const bySender = new Map();
/** @type {Map<string, object>} items by payout_item_id */
const items = new Map();
/** The key and certificate PayPal signs webhook deliveries with, made at start. */
const signer = selfSignedCertificate( 'messageverificationcerts.paypal.fake' );
const CERT_PATH = '/v1/notifications/certs/CERT-360caa42-fca2a594-fake';
/** @type {Map<string, {url: string, body: string, headers: Object}>} deliveries made, by event id */
const deliveries = new Map();
/** Faults to answer the next API calls with, first first. */
let faults = [];
/** Every API call, for the tests: method, path, and whether a batch was created. */
let calls = [];

const id = ( prefix, length = 13 ) =>
	prefix +
	randomBytes( 16 ).toString( 'hex' ).toUpperCase().slice( 0, length );
const debugId = () => randomBytes( 7 ).toString( 'hex' );
const now = () => new Date().toISOString().replace( /\.\d+Z$/, 'Z' );

function send( res, status, body, headers = {} ) {
	const text = undefined === body ? '' : JSON.stringify( body );
	res.writeHead( status, { 'Content-Type': 'application/json', ...headers } );
	res.end( text );
}

/**
 * PayPal's error object (components/schemas/error: name, message and debug_id required).
 *
 * @param {string}   name      PayPal's error name.
 * @param {string}   message   Its message.
 * @param {Object[]} [details] Its details.
 * @param {Object[]} [links]   Its HATEOAS links.
 */
function error( name, message, details, links ) {
	return {
		name,
		message,
		debug_id: debugId(),
		...( details ? { details } : {} ),
		...( links ? { links } : {} ),
	};
}

function base( req ) {
	// The address the client called (Prism forwards the Host it was given).
	return `http://${ req.headers.host }`;
}

function readBody( req ) {
	return new Promise( ( resolve ) => {
		const chunks = [];
		req.on( 'data', ( chunk ) => chunks.push( chunk ) );
		req.on( 'end', () =>
			resolve( Buffer.concat( chunks ).toString( 'utf8' ) )
		);
	} );
}

function oauth( req, res, body ) {
	const [ scheme, encoded ] = ( req.headers.authorization || '' ).split(
		' '
	);
	const [ clientId, ...rest ] = Buffer.from( encoded || '', 'base64' )
		.toString( 'utf8' )
		.split( ':' );
	const app = config.apps.find(
		( a ) => a.client_id === clientId && a.secret === rest.join( ':' )
	);
	if ( 'Basic' !== scheme || ! app ) {
		return send( res, 401, {
			error: 'invalid_client',
			error_description: 'Client Authentication failed',
		} );
	}
	if (
		'client_credentials' !== new URLSearchParams( body ).get( 'grant_type' )
	) {
		return send( res, 400, {
			error: 'unsupported_grant_type',
			error_description: 'Grant Type is NULL',
		} );
	}
	const token = 'A21AA' + randomBytes( 24 ).toString( 'hex' );
	tokens.set( token, {
		client_id: clientId,
		expires: Date.now() + config.token_lifetime * 1000,
	} );
	send( res, 200, {
		scope: app.scope,
		access_token: token,
		token_type: 'Bearer',
		app_id: 'APP-80W284485P519543T',
		expires_in: config.token_lifetime,
		nonce: now() + debugId(),
	} );
}

function authorized( req ) {
	const [ scheme, token ] = ( req.headers.authorization || '' ).split( ' ' );
	const known = tokens.get( token || '' );
	return 'Bearer' === scheme && known && known.expires > Date.now();
}

/**
 * The header PayPal shows of a stored batch (payout_batch_header).
 *
 * @param {Object} batch The stored batch.
 */
function batchHeader( batch ) {
	const header = {};
	for ( const key of [
		'payout_batch_id',
		'batch_status',
		'time_created',
		'sender_batch_header',
		'amount',
		'fees',
	] ) {
		header[ key ] = batch[ key ];
	}
	return header;
}

function itemView( item, req ) {
	return {
		...item,
		links: [
			{
				href: `${ base( req ) }/v1/payments/payouts-item/${ item.payout_item_id }`,
				rel: 'item',
				method: 'GET',
			},
		],
	};
}

function createBatch( req, res, body ) {
	const request = JSON.parse( body );
	const header = request.sender_batch_header || {};
	const known = bySender.get( header.sender_batch_id );
	if ( known ) {
		return send(
			res,
			400,
			error(
				'USER_BUSINESS_ERROR',
				'User business error.',
				[
					{
						field: 'sender_batch_id',
						location: 'body',
						issue: 'SENDER_BATCH_ID_ALREADY_USED',
						description: `Batch with given sender_batch_id ${ header.sender_batch_id } already exists`,
					},
				],
				[
					{
						href: `${ base( req ) }/v1/payments/payouts/${ known }`,
						rel: 'self',
						method: 'GET',
					},
				]
			)
		);
	}
	const payoutBatchId = id( '', 13 );
	const currency = request.items[ 0 ].amount.currency;
	const total = request.items.reduce(
		( sum, i ) => sum + Number( i.amount.value ),
		0
	);
	const decimals = ( request.items[ 0 ].amount.value.split( '.' )[ 1 ] || '' )
		.length;
	const batch = {
		payout_batch_id: payoutBatchId,
		batch_status: 'PENDING',
		time_created: now(),
		sender_batch_header: {
			sender_batch_id: header.sender_batch_id,
			email_subject: header.email_subject,
			email_message: header.email_message,
			recipient_type: header.recipient_type || 'EMAIL',
		},
		amount: { currency, value: total.toFixed( decimals ) },
		fees: { currency, value: ( 0 ).toFixed( decimals ) },
		item_ids: [],
	};
	for ( const sent of request.items ) {
		const item = {
			payout_item_id: id( '', 13 ),
			transaction_status: 'PENDING',
			payout_item_fee: {
				currency: sent.amount.currency,
				value: ( 0 ).toFixed( decimals ),
			},
			payout_batch_id: payoutBatchId,
			payout_item: {
				recipient_type:
					sent.recipient_type || header.recipient_type || 'EMAIL',
				amount: sent.amount,
				note: sent.note,
				receiver: sent.receiver,
				sender_item_id: sent.sender_item_id,
				recipient_wallet: 'PAYPAL',
			},
			time_processed: now(),
		};
		items.set( item.payout_item_id, item );
		batch.item_ids.push( item.payout_item_id );
	}
	batches.set( payoutBatchId, batch );
	bySender.set( header.sender_batch_id, payoutBatchId );
	calls[ calls.length - 1 ].created = payoutBatchId;
	return {
		status: 201,
		body: {
			batch_header: {
				payout_batch_id: payoutBatchId,
				batch_status: 'PENDING',
				sender_batch_header: batch.sender_batch_header,
			},
			links: [
				{
					href: `${ base( req ) }/v1/payments/payouts/${ payoutBatchId }`,
					rel: 'self',
					method: 'GET',
				},
			],
		},
	};
}

/**
 * PayPal's 404 for an id it does not hold.
 *
 * @param {Object} res The response.
 */
function notFound( res ) {
	send(
		res,
		404,
		error( 'INVALID_RESOURCE_ID', 'Requested resource ID was not found.' )
	);
}

function readBatch( req, res, batchId, query ) {
	const batch = batches.get( batchId );
	if ( ! batch ) {
		return notFound( res );
	}
	const page = Math.max( 1, Number( query.get( 'page' ) || 1 ) );
	const size = Math.min(
		1000,
		Math.max( 1, Number( query.get( 'page_size' ) || 1000 ) )
	);
	const slice = batch.item_ids
		.slice( ( page - 1 ) * size, page * size )
		.map( ( itemId ) => itemView( items.get( itemId ), req ) );
	const pages = Math.max( 1, Math.ceil( batch.item_ids.length / size ) );
	const self = ( p ) =>
		`${ base( req ) }/v1/payments/payouts/${ batchId }?page_size=${ size }&page=${ p }&total_required=true`;
	const links = [ { href: self( page ), rel: 'self', method: 'GET' } ];
	if ( page < pages ) {
		links.push( { href: self( page + 1 ), rel: 'next', method: 'GET' } );
	}
	if ( page > 1 ) {
		links.push( {
			href: self( page - 1 ),
			rel: 'previous',
			method: 'GET',
		} );
	}
	send( res, 200, {
		...( 'true' === query.get( 'total_required' )
			? { total_items: batch.item_ids.length, total_pages: pages }
			: {} ),
		batch_header: batchHeader( batch ),
		items: slice,
		links,
	} );
}

function readItem( req, res, itemId ) {
	const item = items.get( itemId );
	return item ? send( res, 200, itemView( item, req ) ) : notFound( res );
}

function cancelItem( req, res, itemId ) {
	const item = items.get( itemId );
	if ( ! item ) {
		return notFound( res );
	}
	if ( 'UNCLAIMED' !== item.transaction_status ) {
		return send(
			res,
			400,
			error(
				'ITEM_INCORRECT_STATUS',
				'You can only cancel items that are in UNCLAIMED state.'
			)
		);
	}
	item.transaction_status = 'RETURNED';
	send( res, 200, itemView( item, req ) );
}

/**
 * The text of `webhook_event` in a verify-webhook-signature body, as it reaches the fake: PayPal
 * checks the CRC of the event as it was delivered. Prism passes on the JSON it parsed, written
 * again, so a client's changes of escaping (slashes, non-ASCII letters) do not reach here, while a
 * changed value or key order does; that the plugin passes the event on byte for byte is checked on
 * the request it sends (tests/engine/paypal-webhook-test.php).
 *
 * @param {string} body The request's body.
 */
function rawEvent( body ) {
	const key = '"webhook_event":';
	const at = body.indexOf( key );
	const end = body.lastIndexOf( '}' );
	return at < 0 || end < at ? '' : body.slice( at + key.length, end ).trim();
}

function verifySignature( req, res, body ) {
	const check = JSON.parse( body );
	const expectedCert = `${ base( req ) }${ CERT_PATH }`;
	const certOk =
		check.cert_url === expectedCert ||
		new URL( check.cert_url ).pathname === CERT_PATH;
	const signed =
		certOk &&
		check.webhook_id === config.webhook_id &&
		isSigned( signer.pem, { ...check, body: rawEvent( body ) } );
	send( res, 200, { verification_status: signed ? 'SUCCESS' : 'FAILURE' } );
}

/** PayPal's event names of an item's statuses (PAYMENT.PAYOUTS-ITEM.*). */
const ITEM_EVENTS = {
	SUCCESS: 'SUCCEEDED',
	FAILED: 'FAILED',
	RETURNED: 'RETURNED',
	BLOCKED: 'BLOCKED',
	REFUNDED: 'REFUNDED',
	REVERSED: 'REVERSED',
	DENIED: 'DENIED',
	UNCLAIMED: 'UNCLAIMED',
	ONHOLD: 'HELD',
	PENDING: 'HELD',
};

/**
 * An event as PayPal sends it (webhook event, event_version 1.0): of an item
 * (PAYMENT.PAYOUTS-ITEM.<its status's event>, the item as GET payouts-item shows it) or of a
 * batch (PAYMENT.PAYOUTSBATCH.<SUCCESS|PROCESSING|DENIED>, its header).
 *
 * @param {Object} req   The control request (for the links' address).
 * @param {Object} input {payout_item_id | sender_item_id | payout_batch_id, event_type?, resource?}
 */
function eventOf( req, input ) {
	const event = {
		id: 'WH-' + id( '', 17 ) + '-' + id( '', 17 ),
		event_version: '1.0',
		create_time: now(),
	};
	if ( input.payout_batch_id ) {
		const batch = batches.get( input.payout_batch_id );
		const header = batch
			? batchHeader( batch )
			: {
					payout_batch_id: input.payout_batch_id,
					batch_status: 'SUCCESS',
					sender_batch_header: {
						sender_batch_id: input.sender_batch_id || 'elsewhere',
					},
				};
		const status = header.batch_status;
		return {
			...event,
			resource_type: 'payouts',
			event_type:
				input.event_type ||
				`PAYMENT.PAYOUTSBATCH.${
					'DENIED' === status ? 'DENIED' : 'SUCCESS'
				}`,
			summary: 'Payouts batch completed successfully.',
			resource: { batch_header: header, links: [] },
		};
	}
	const item =
		input.resource ||
		[ ...items.values() ].find(
			( i ) =>
				i.payout_item_id === input.payout_item_id ||
				i.payout_item.sender_item_id === input.sender_item_id
		);
	return {
		...event,
		resource_type: 'payouts_item',
		event_type:
			input.event_type ||
			`PAYMENT.PAYOUTS-ITEM.${ ITEM_EVENTS[ item.transaction_status ] }`,
		summary: `A payout item is ${ item.transaction_status.toLowerCase() }.`,
		resource: itemView( item, req ),
	};
}

/**
 * Delivers an event to the site, as PayPal would, and says what the site answered.
 *
 * input: {url, payout_item_id | sender_item_id | payout_batch_id, event_type?, times?: 2,
 * forge?: 'body' | 'signature' | 'webhook', replay?: an event id delivered before, deliver?: false
 * (only make the delivery, for a test that hands it to the site itself)}.
 *
 * @param {Object} req   The control request.
 * @param {Object} input What to deliver.
 */
async function webhook( req, input ) {
	let delivery = input.replay ? deliveries.get( input.replay ) : null;
	if ( ! delivery ) {
		const event = eventOf( req, input );
		const body = JSON.stringify( event );
		const headers = signedHeaders( {
			privateKey:
				'signature' === input.forge
					? selfSignedCertificate( 'forger' ).privateKey
					: signer.privateKey,
			certUrl: `${ base( req ) }${ CERT_PATH }`,
			webhookId:
				'webhook' === input.forge
					? 'ANOTHERWEBHOOK1'
					: config.webhook_id,
			body,
		} );
		delivery = {
			id: event.id,
			url: input.url,
			// A body changed after it was signed: the resource said to be paid.
			body:
				'body' === input.forge
					? body.replace(
							/"transaction_status":"[A-Z]+"/,
							'"transaction_status":"SUCCESS"'
						)
					: body,
			headers,
		};
		if ( ! input.forge ) {
			deliveries.set( event.id, delivery );
		}
	}
	if ( false === input.deliver ) {
		return delivery;
	}
	const answers = [];
	for ( let n = 0; n < ( input.times || 1 ); n++ ) {
		const response = await fetch( input.url || delivery.url, {
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				...delivery.headers,
			},
			body: delivery.body,
		} );
		answers.push( {
			status: response.status,
			body: await response.text(),
		} );
	}
	return { ...delivery, answers };
}

/** A fault asked for by a test, or null. */
function takeFault() {
	return faults.length ? faults.shift() : null;
}

function answerFault( res, fault ) {
	switch ( fault.status ) {
		case 429:
			return send(
				res,
				429,
				error(
					'RATE_LIMIT_REACHED',
					'Too many requests. Blocked due to rate limiting.'
				),
				fault.retry_after
					? { 'Retry-After': String( fault.retry_after ) }
					: {}
			);
		case 422:
			return send(
				res,
				422,
				error(
					'INSUFFICIENT_FUNDS',
					'Sender does not have sufficient funds. Please add funds and retry.'
				)
			);
		default:
			return send(
				res,
				fault.status,
				error(
					'INTERNAL_SERVER_ERROR',
					'An internal server error has occurred.'
				)
			);
	}
}

async function control( req, res, path, body ) {
	const input = body ? JSON.parse( body ) : {};
	switch ( path ) {
		case '/__control/reset':
			tokens.clear();
			batches.clear();
			bySender.clear();
			items.clear();
			faults = [];
			calls = [];
			deliveries.clear();
			return send( res, 200, { ok: true } );
		case '/__control/expire-tokens':
			for ( const token of tokens.values() ) {
				token.expires = 0;
			}
			return send( res, 200, { ok: true } );
		case '/__control/faults':
			// [{status: 429, retry_after: 7} | {status: 500} | {status: 422} | {hang: ms} | {pass: true}],
			// one per next call ({pass: true} answers it as usual).
			faults = faults.concat( input.faults || [] );
			return send( res, 200, { ok: true } );
		case '/__control/item':
			items.get( input.payout_item_id ).transaction_status =
				input.transaction_status;
			return send( res, 200, { ok: true } );
		case '/__control/items': {
			// [{sender_item_id, transaction_status, error?: PayPal's error name, fee?: "0.25"}]:
			// moves the items PayPal holds for these requests, as PayPal's processing would.
			// Found by sender_item_id once, so moving a batch of 10 000 items is not 10 000².
			const bySenderItem = new Map();
			for ( const item of items.values() ) {
				const senderItemId = item.payout_item.sender_item_id;
				bySenderItem.set(
					senderItemId,
					( bySenderItem.get( senderItemId ) || [] ).concat( item )
				);
			}
			for ( const change of input.items || [] ) {
				for ( const item of bySenderItem.get( change.sender_item_id ) ||
					[] ) {
					item.transaction_status = change.transaction_status;
					item.time_processed = now();
					if ( change.error ) {
						item.errors = error(
							change.error,
							`The payout item is ${ change.transaction_status.toLowerCase() }.`
						);
					} else {
						delete item.errors;
					}
					if ( undefined !== change.fee ) {
						item.payout_item_fee = {
							currency: item.payout_item.amount.currency,
							value: change.fee,
						};
					}
				}
			}
			return send( res, 200, { ok: true } );
		}
		case '/__control/webhook':
			return send( res, 200, await webhook( req, input ) );
		case '/__control/state':
			return send( res, 200, {
				batches: [ ...batches.values() ].map( ( b ) => ( {
					...batchHeader( b ),
					item_count: b.item_ids.length,
				} ) ),
				tokens: tokens.size,
				calls,
				webhook_id: config.webhook_id,
			} );
	}
	send( res, 404, { error: 'no such control' } );
}

createServer( async ( req, res ) => {
	const url = new URL( req.url, 'http://fake' );
	const body = await readBody( req );
	if ( url.pathname.startsWith( '/__control/' ) ) {
		return control( req, res, url.pathname, body );
	}
	if ( 'POST' === req.method && '/v1/oauth2/token' === url.pathname ) {
		return oauth( req, res, body );
	}
	if ( 'GET' === req.method && CERT_PATH === url.pathname ) {
		res.writeHead( 200, { 'Content-Type': 'application/x-pem-file' } );
		return res.end( signer.pem );
	}
	calls.push( { method: req.method, path: url.pathname + url.search } );
	if ( ! authorized( req ) ) {
		return send(
			res,
			401,
			error(
				'AUTHENTICATION_FAILURE',
				'Authentication failed due to invalid authentication credentials or a missing Authorization header.'
			)
		);
	}
	const fault = takeFault();
	if ( fault && ! fault.hang && ! fault.pass ) {
		return answerFault( res, fault );
	}
	let answer = null;
	let match;
	if ( 'POST' === req.method && '/v1/payments/payouts' === url.pathname ) {
		answer = createBatch( req, res, body );
	} else if (
		'GET' === req.method &&
		( match = url.pathname.match( /^\/v1\/payments\/payouts\/([^/]+)$/ ) )
	) {
		return readBatch(
			req,
			res,
			decodeURIComponent( match[ 1 ] ),
			url.searchParams
		);
	} else if (
		'GET' === req.method &&
		( match = url.pathname.match(
			/^\/v1\/payments\/payouts-item\/([^/]+)$/
		) )
	) {
		return readItem( req, res, decodeURIComponent( match[ 1 ] ) );
	} else if (
		'POST' === req.method &&
		'/v1/notifications/verify-webhook-signature' === url.pathname
	) {
		return verifySignature( req, res, body );
	} else if (
		'POST' === req.method &&
		( match = url.pathname.match(
			/^\/v1\/payments\/payouts-item\/([^/]+)\/cancel$/
		) )
	) {
		return cancelItem( req, res, decodeURIComponent( match[ 1 ] ) );
	} else {
		return send(
			res,
			404,
			error( 'NOT_FOUND', 'The specified resource does not exist.' )
		);
	}
	if ( ! answer ) {
		return; // Answered already (a refusal).
	}
	if ( fault && fault.hang ) {
		// Stored, then silent past the client's timeout: the client learns nothing of it.
		await new Promise( ( resolve ) => setTimeout( resolve, fault.hang ) );
	}
	if ( ! res.destroyed ) {
		send( res, answer.status, answer.body );
	}
} ).listen( Number( args.port ), args.host, () => {
	process.stdout.write(
		`PayPal fake on http://${ args.host }:${ args.port }\n`
	);
} );
