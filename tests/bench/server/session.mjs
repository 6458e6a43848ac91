/**
 * A logged-in REST session for plain HTTP requests: the cookies wp-login.php sets for a user and
 * the REST nonce WordPress hands to that user, as a browser page of the site would hold them.
 */

/**
 * @param {Headers} headers Response headers.
 * @return {string[]} "name=value" pairs of the Set-Cookie headers.
 */
function cookiesOf( headers ) {
	return headers.getSetCookie().map( ( line ) => line.split( ';' )[ 0 ] );
}

/**
 * @param {string} siteUrl  E.g. http://127.0.0.1:8888.
 * @param {string} user     Login.
 * @param {string} password Password.
 * @return {Promise<{cookie: string, nonce: string}>} What a logged-in page sends with REST calls.
 */
export async function logIn( siteUrl, user, password ) {
	const testCookie = 'wordpress_test_cookie=WP%20Cookie%20check';
	const response = await fetch( `${ siteUrl }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: testCookie,
		},
		body: new URLSearchParams( {
			log: user,
			pwd: password,
			rememberme: 'forever',
			'wp-submit': 'Log In',
			testcookie: '1',
		} ),
	} );
	const cookies = cookiesOf( response.headers ).filter(
		( pair ) => ! pair.endsWith( '=deleted' )
	);
	if (
		response.status !== 302 ||
		! cookies.some( ( pair ) => pair.startsWith( 'wordpress_logged_in_' ) )
	) {
		throw new Error(
			`Could not log in as ${ user } (HTTP ${ response.status })`
		);
	}
	const cookie = [ testCookie, ...cookies ].join( '; ' );

	// The same nonce wp_create_nonce( 'wp_rest' ) prints into a page for @wordpress/api-fetch.
	const nonceResponse = await fetch(
		`${ siteUrl }/wp-admin/admin-ajax.php?action=rest-nonce`,
		{ headers: { Cookie: cookie } }
	);
	const nonce = ( await nonceResponse.text() ).trim();
	if ( ! nonceResponse.ok || ! /^[0-9a-f]{10}$/.test( nonce ) ) {
		throw new Error(
			`No REST nonce for ${ user } (HTTP ${ nonceResponse.status }: ${ nonce.slice( 0, 80 ) })`
		);
	}
	return { cookie, nonce };
}
