<?php
/**
 * `npm run bench:paypal`: a payout batch of N PayPal requests sent through PayPal and reconciled,
 * on a scratch site of the local database, against Prism (PayPal's published contract) in front of
 * our fake of PayPal (tests/bench/paypal.sh starts both).
 *
 * N vendors are seeded the way Dokan stores them, each paid by PayPal, and a run of the engine
 * files a request for each; the batch is checked with Dokan. Then, each step in a fresh PHP process
 * with WordPress loaded (tests/bench/paypal-step.php), the goes running one after another as the
 * queue runs them, each with the engine's budget (20 s):
 *   send        the admin's click, then goes until PayPal holds every part: seconds from the click
 *   reconcile   PayPal moves every item to SUCCESS (`N:mix`: 70 % SUCCESS, 10 % each UNCLAIMED,
 *               RETURNED, FAILED), then PayPal's goes and the batch's goes until every part is read
 *               as far as PayPal has got and Dokan has approved every request PayPal paid
 * and for each: the goes, the longest, the highest peak memory of a go (PHP's peak less what
 * WordPress held before it), the requests PayPal was sent (token, create, reads of a page), items
 * approved twice in Dokan and Dokan's balance entries per approved request. Last, the cost of
 * Prism: every page of the batch read through Prism and straight from the fake.
 *   php tests/bench/paypal.php [N[:mix] ...]     (default 10000)
 *
 * @package VendorPayoutSchedule
 */

const VPS_PAYPAL_PREFIX = 'vpspaypal_';

require_once __DIR__ . '/php/class-bench-step-runner.php';

$vps_rounds = array_slice( $argv, 1 ) ?: array( '10000' );
$vps_steps  = new Bench_Step_Runner( __DIR__ . '/paypal-step.php', VPS_PAYPAL_PREFIX );

$vps_steps->site_up();
printf( "%-8s %-5s %-10s %8s %6s %8s %9s %s\n", 'requests', 'mix', 'step', 'seconds', 'goes', 'longest', 'peak MB', 'more' );
foreach ( $vps_rounds as $vps_round ) {
	list( $count, $mix ) = array_pad( explode( ':', $vps_round ), 2, 'success' );
	$seed                = $vps_steps->step( array( 'seed', $count ) );
	printf( "%-8d %-5s %-10s %8.1f %6s %8s %9s %s\n", $count, '', 'seed', $seed['seconds'], '', '', '', sprintf( '%d requests in batch %d, %d ready', $seed['filed'], $seed['batch'], $seed['ready'] ) );
	foreach ( array( 'send', 'reconcile' ) as $step ) {
		$result = $vps_steps->step( array( $step, $mix ) );
		printf(
			"%-8d %-5s %-10s %8.1f %6d %8.1f %9.1f %s\n",
			$count,
			'mix' === $mix ? 'mix' : 'all',
			$step,
			$result['seconds'],
			$result['goes'],
			$result['longest'],
			$result['peak'] / 1048576,
			sprintf(
				'PayPal asked: %d token, %d create, %d reads (%d items a page); %s',
				$result['calls']['token'],
				$result['calls']['create'],
				$result['calls']['read'],
				$result['page_size'],
				'send' === $step
					? sprintf( '%d PayPal batch(es), %d items; PayPal held it %.1f s after the click', $result['batches'], $result['items'], $result['to_paypal'] )
					: sprintf( 'paid %d, failed %d, waiting %d; approved twice %d, balance entries per approved request %.2f, Dokan e-mails %d; %.1f s in PayPal\'s goes, %.1f s in Dokan\'s approvals', $result['paid'], $result['failed'], $result['waiting'], $result['twice'], $result['entries_per_request'], $result['mails'], $result['spent']['paypal'], $result['spent']['dokan'] )
			)
		);
	}
	$prism = $vps_steps->step( array( 'prism-cost' ) );
	printf( "%-8d %-5s %-10s %8.1f %6s %8s %9s %s\n", $count, '', 'read all', $prism['through_prism'], '', '', '', sprintf( 'pages through Prism; %.1f s straight from the fake (%d pages)', $prism['straight'], $prism['pages'] ) );
}
