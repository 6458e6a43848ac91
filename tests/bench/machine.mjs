/**
 * The machine the figures were taken on.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';

/**
 * @param {string}   command Program.
 * @param {string[]} args    Arguments.
 * @return {string} First line of its output, or "unknown".
 */
function firstLine( command, args ) {
	try {
		return execFileSync( command, args, {
			encoding: 'utf8',
			stdio: [ 'ignore', 'pipe', 'ignore' ],
		} )
			.split( '\n' )[ 0 ]
			.trim();
	} catch {
		return 'unknown';
	}
}

/**
 * @param {string} [browserVersion] Version reported by the running browser.
 * @return {string[]} Lines describing CPU, memory and the versions of node, PHP and Chromium.
 */
export function describeMachine( browserVersion ) {
	const cpus = os.cpus();
	return [
		`CPU: ${ cpus[ 0 ]?.model ?? 'unknown' } × ${ cpus.length } logical cores (load average ${ os.loadavg()[ 0 ].toFixed( 2 ) })`,
		`Memory: ${ ( os.totalmem() / 2 ** 30 ).toFixed( 1 ) } GiB (${ ( os.freemem() / 2 ** 30 ).toFixed( 1 ) } GiB free)`,
		`OS: ${ os.type() } ${ os.release() } ${ os.arch() }`,
		`node ${ process.version }, PHP ${ firstLine( 'php', [ '-r', 'echo PHP_VERSION;' ] ) }, ${ browserVersion ? `Chromium ${ browserVersion }` : firstLine( process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [ '--version' ] ) }`,
	];
}
