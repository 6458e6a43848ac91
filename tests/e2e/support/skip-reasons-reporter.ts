/**
 * Prints every skipped test with the reason it gave, so a run against another site shows what it
 * left out and why (the list reporter shows skipped tests without their reasons).
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SkipReasonsReporter implements Reporter {
	private skipped: string[] = [];

	onTestEnd( test: TestCase, result: TestResult ) {
		if ( result.status !== 'skipped' ) {
			return;
		}
		const annotations = [
			...test.annotations,
			...( result.annotations ?? [] ),
		];
		const reasons = [
			...new Set(
				annotations
					.filter( ( note ) =>
						[ 'skip', 'fixme' ].includes( note.type )
					)
					.map( ( note ) => note.description ?? '' )
			),
		].filter( Boolean );
		this.skipped.push(
			`  - ${ test.titlePath().filter( Boolean ).join( ' › ' ) }\n      ${
				reasons.join( '; ' ) || 'no reason given'
			}`
		);
	}

	onEnd() {
		if ( this.skipped.length ) {
			process.stdout.write(
				`\nSkipped (${ this.skipped.length }), with reasons:\n${ this.skipped.join(
					'\n'
				) }\n`
			);
		}
	}

	printsToStdio() {
		return false;
	}
}
