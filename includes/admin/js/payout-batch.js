/**
 * A payout batch's progress on a run's record: while Dokan works through the batch, asks the
 * server how far it is every few seconds (each ask also lends the batch a few seconds of work, so
 * it moves on where WP-Cron does not run), moves the progress bar and its words, and reloads the
 * page once the batch is done so its refusals, files and payments show.
 *
 * Plain script, no build: it runs on one wp-admin screen beside WordPress's own scripts.
 */
( function () {
	const settings = window.vendorPayoutScheduleBatch;
	const WAIT = 2000;

	/**
	 * Asks once, then again after a pause until the batch is done.
	 *
	 * @param {HTMLElement} element The batch's progress block.
	 */
	function follow( element ) {
		const body = new window.URLSearchParams( {
			action: settings.action,
			batch: element.dataset.vpsBatch,
			_ajax_nonce: element.dataset.vpsNonce,
		} );
		window
			.fetch( settings.ajaxUrl, {
				method: 'POST',
				credentials: 'same-origin',
				body,
			} )
			.then( ( response ) => response.json() )
			.then( ( answer ) => {
				if ( ! answer || ! answer.success ) {
					window.setTimeout( () => follow( element ), WAIT * 5 );
					return;
				}
				const bar = element.querySelector( 'progress' );
				const status = element.querySelector( '[role="status"]' );
				bar.max = answer.data.total;
				bar.value = answer.data.done;
				status.textContent = answer.data.text;
				if ( answer.data.left > 0 ) {
					// Approvals left to the go that began them wait minutes: asked again once they may go on.
					window.setTimeout(
						() => follow( element ),
						Math.max( WAIT, ( answer.data.again_in || 0 ) * 1000 )
					);
					return;
				}
				window.location.reload();
			} )
			.catch( () =>
				window.setTimeout( () => follow( element ), WAIT * 5 )
			);
	}

	if ( settings ) {
		document
			.querySelectorAll( '[data-vps-batch]' )
			.forEach( ( element ) =>
				window.setTimeout(
					() => follow( element ),
					Math.max(
						WAIT,
						Number( element.dataset.vpsAgainIn || 0 ) * 1000
					)
				)
			);
	}
} )();
