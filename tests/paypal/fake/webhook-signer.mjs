/**
 * How PayPal signs a webhook delivery and checks a signature, for the fake: a key pair and a
 * self-signed X.509 certificate made at start (node:crypto, nothing fetched), the signed string
 * PayPal documents ("Verify the signature manually", developer.paypal.com/api/rest/webhooks/rest/:
 * `transmission_id|transmission_time|webhook_id|crc32 of the raw body`, the CRC as an unsigned
 * decimal number, signed SHA256withRSA, base64 in PAYPAL-TRANSMISSION-SIG) and its check against
 * the certificate, which is what PayPal's verify-webhook-signature does on PayPal's side.
 */
/* eslint-disable no-bitwise -- CRC-32 and DER's lengths and serial number are bit arithmetic. */
import {
	X509Certificate,
	createPrivateKey,
	generateKeyPairSync,
	randomBytes,
	randomUUID,
	sign,
	verify,
} from 'node:crypto';

/** CRC-32 (IEEE 802.3, as zlib computes it) of a UTF-8 text, as an unsigned integer. */
const CRC_TABLE = Array.from( { length: 256 }, ( _, n ) => {
	let c = n;
	for ( let k = 0; k < 8; k++ ) {
		c = c & 1 ? 0xedb88320 ^ ( c >>> 1 ) : c >>> 1;
	}
	return c >>> 0;
} );

export function crc32( text ) {
	let crc = 0xffffffff;
	for ( const byte of Buffer.from( text, 'utf8' ) ) {
		crc = CRC_TABLE[ ( crc ^ byte ) & 0xff ] ^ ( crc >>> 8 );
	}
	return ( crc ^ 0xffffffff ) >>> 0;
}

/* A minimal DER writer: enough for a version 1 certificate with one common name. */
function der( tag, content ) {
	const length = content.length;
	let head;
	if ( length < 0x80 ) {
		head = Buffer.from( [ tag, length ] );
	} else {
		const bytes = [];
		for ( let l = length; l > 0; l >>= 8 ) {
			bytes.unshift( l & 0xff );
		}
		head = Buffer.from( [ tag, 0x80 | bytes.length, ...bytes ] );
	}
	return Buffer.concat( [ head, content ] );
}
const sequence = ( ...parts ) => der( 0x30, Buffer.concat( parts ) );
const oid = ( bytes ) => der( 0x06, Buffer.from( bytes ) );
const utcTime = ( date ) =>
	der(
		0x17,
		Buffer.from(
			date.toISOString().replace( /[-:T]/g, '' ).slice( 2, 14 ) + 'Z'
		)
	);
/* sha256WithRSAEncryption 1.2.840.113549.1.1.11, NULL parameters. */
const SHA256_WITH_RSA = sequence(
	oid( [ 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b ] ),
	Buffer.from( [ 0x05, 0x00 ] )
);
/* A Name of one commonName (2.5.4.3). */
const commonName = ( name ) =>
	sequence(
		der(
			0x31,
			sequence(
				oid( [ 0x55, 0x04, 0x03 ] ),
				der( 0x0c, Buffer.from( name ) )
			)
		)
	);

/**
 * A fresh key pair and a self-signed certificate of its public key.
 *
 * @param {string} name The certificate's common name.
 * @return {{privateKey: import('node:crypto').KeyObject, pem: string}} The key and the certificate in PEM.
 */
export function selfSignedCertificate( name ) {
	const { privateKey, publicKey } = generateKeyPairSync( 'rsa', {
		modulusLength: 2048,
	} );
	const serial = randomBytes( 8 );
	// DER's INTEGER is positive with its top bit clear, and minimal with a first byte other than 0
	// (a 0 before a byte below 0x80 is padding, which Node refuses): 0x40–0x7f.
	serial[ 0 ] = ( serial[ 0 ] & 0x3f ) | 0x40;
	const now = Date.now();
	const tbs = sequence(
		der( 0x02, serial ),
		SHA256_WITH_RSA,
		commonName( name ),
		sequence(
			utcTime( new Date( now - 3600e3 ) ),
			utcTime( new Date( now + 30 * 86400e3 ) )
		),
		commonName( name ),
		publicKey.export( { type: 'spki', format: 'der' } )
	);
	const signature = sign( 'sha256', tbs, privateKey );
	const certificate = sequence(
		tbs,
		SHA256_WITH_RSA,
		der( 0x03, Buffer.concat( [ Buffer.from( [ 0 ] ), signature ] ) )
	);
	const pem = `-----BEGIN CERTIFICATE-----\n${ certificate
		.toString( 'base64' )
		.match( /.{1,64}/g )
		.join( '\n' ) }\n-----END CERTIFICATE-----\n`;
	// Parsed back, so a certificate Node cannot read stops the fake at start, not in a test.
	new X509Certificate( pem ).checkPrivateKey( privateKey );
	return { privateKey, pem };
}

/**
 * The string PayPal signs for a delivery.
 *
 * @param {string} transmissionId PAYPAL-TRANSMISSION-ID.
 * @param {string} time           PAYPAL-TRANSMISSION-TIME.
 * @param {string} webhookId      The webhook it is sent to.
 * @param {string} body           The raw body.
 */
export function signedString( transmissionId, time, webhookId, body ) {
	return `${ transmissionId }|${ time }|${ webhookId }|${ crc32( body ) }`;
}

/**
 * The headers of a delivery of `body`, signed with `privateKey` as PayPal signs.
 *
 * PayPal's contract allows a signature that matches `^(?!\d+$)\w+\S+`: a base64 signature that
 * starts with "+" or "/" is made again under a new transmission id, as PayPal's never start so.
 *
 * @param {Object}                                 options
 * @param {import('node:crypto').KeyObject|string} options.privateKey The signing key.
 * @param {string}                                 options.certUrl    PAYPAL-CERT-URL.
 * @param {string}                                 options.webhookId  The webhook it is sent to.
 * @param {string}                                 options.body       The raw body.
 */
export function signedHeaders( { privateKey, certUrl, webhookId, body } ) {
	for (;;) {
		const transmissionId = randomUUID();
		const time = new Date().toISOString().replace( /\.\d+Z$/, 'Z' );
		const signature = sign(
			'sha256',
			Buffer.from(
				signedString( transmissionId, time, webhookId, body )
			),
			'string' === typeof privateKey
				? createPrivateKey( privateKey )
				: privateKey
		).toString( 'base64' );
		if ( /^\w/.test( signature ) ) {
			return {
				'PAYPAL-TRANSMISSION-ID': transmissionId,
				'PAYPAL-TRANSMISSION-TIME': time,
				'PAYPAL-TRANSMISSION-SIG': signature,
				'PAYPAL-CERT-URL': certUrl,
				'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
			};
		}
	}
}

/**
 * Whether a delivery's signature is the certificate's key's over the body.
 *
 * @param {string} pem   The certificate.
 * @param {Object} check verify-webhook-signature's fields, with the raw event as `body`.
 */
export function isSigned( pem, check ) {
	if ( 'SHA256withRSA' !== check.auth_algo ) {
		return false;
	}
	try {
		return verify(
			'sha256',
			Buffer.from(
				signedString(
					check.transmission_id,
					check.transmission_time,
					check.webhook_id,
					check.body
				)
			),
			new X509Certificate( pem ).publicKey,
			Buffer.from( check.transmission_sig, 'base64' )
		);
	} catch {
		return false;
	}
}
