<?php
/**
 * Router for PHP's built-in web server: existing files (static or PHP) are served as they are,
 * everything else goes to WordPress's front controller so pretty permalinks work.
 */

$vps_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$vps_file = $_SERVER['DOCUMENT_ROOT'] . $vps_path;

if ( '/' !== $vps_path && file_exists( $vps_file ) ) {
	if ( is_dir( $vps_file ) && ! file_exists( rtrim( $vps_file, '/' ) . '/index.php' ) ) {
		http_response_code( 404 );
		return true;
	}
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
