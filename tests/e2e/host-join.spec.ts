/**
 * The panel joins Dokan's two withdraw pages — and nowhere else.
 */
import {
	seedDisbursement,
	storeChoice,
	storedChoice,
} from '../integration/support/wp-php';
import { expect, expectNoProblems, test } from './support/fixtures';
import { recordRequests } from './support/requests';
import { SITE_URL } from './support/site';
import {
	WITHDRAW_PAGES,
	dialogOf,
	openPanel,
	schedulePanel,
} from './support/withdraw-page';

const PLUGIN_SCRIPT = '/plugins/vendor-payout-schedule/build/index.js';
const DISBURSEMENT = '/dokan/v2/withdraw/disbursement';

test.beforeEach( () => {
	seedDisbursement();
	storeChoice( 'vendor', {
		schedule: null,
		minimum: null,
		reserve: null,
		method: 'paypal',
	} );
} );

test.afterAll( () => {
	storeChoice( 'vendor', { schedule: null, minimum: null, reserve: null } );
} );

for ( const { name, path } of WITHDRAW_PAGES ) {
	test( `${ name }: the panel sits inside Payment Details, after the last payment`, async ( {
		pageAs,
		problems,
	} ) => {
		const page = await pageAs( 'vendor' );
		const requests = recordRequests( page );
		const panel = await openPanel( page, path );

		const placement = await panel.evaluate( ( node ) => {
			const text = ( element: Element ) => element.textContent ?? '';
			let card: Element | null = node.parentElement;
			while ( card && ! text( card ).includes( 'Payment Details' ) ) {
				card = card.parentElement;
			}
			const lastPayment = Array.from(
				card?.querySelectorAll( '*' ) ?? []
			).find(
				( element ) => element.textContent?.trim() === 'Last Payment'
			);
			return {
				inCard: Boolean( card ),
				cardHoldsPaymentMethods: Boolean(
					card && text( card ).includes( 'Payment Methods' )
				),
				afterLastPayment: Boolean(
					lastPayment &&
					// eslint-disable-next-line no-bitwise
					lastPayment.compareDocumentPosition( node ) &
						Node.DOCUMENT_POSITION_FOLLOWING
				),
			};
		} );
		expect( placement ).toEqual( {
			inCard: true,
			cardHoldsPaymentMethods: false,
			afterLastPayment: true,
		} );
		await page.waitForLoadState( 'networkidle' );
		// The legacy page is printed with the answer preloaded: no request there.
		const perView = path === '/dashboard/withdraw/' ? 0 : 1;
		expect( requests.count( `GET ${ DISBURSEMENT }` ) ).toBe( perView );
		expectNoProblems( problems );
	} );

	test( `${ name }: the vendor turns the schedule on, saves it, and it persists; turned off, it stays off`, async ( {
		pageAs,
		problems,
	} ) => {
		const page = await pageAs( 'vendor' );
		const requests = recordRequests( page );
		let panel = await openPanel( page, path );
		const toggle = panel.getByRole( 'switch', { name: 'Schedule' } );
		await expect( toggle ).not.toBeChecked();
		await expect(
			panel.getByRole( 'button', { name: 'Edit schedule' } )
		).toBeDisabled();

		await toggle.click();
		await expect( toggle ).toBeChecked();
		await panel.getByRole( 'button', { name: 'Edit schedule' } ).click();
		const dialog = dialogOf( page );
		await expect( dialog ).toBeVisible();
		await dialog.getByRole( 'radio', { name: /^Monthly/ } ).check();
		await dialog.getByRole( 'button', { name: 'Change Schedule' } ).click();
		await expect(
			page.getByText( 'Withdraw schedule updated successfully' )
		).toBeVisible();
		await expect( dialog ).toBeHidden();
		expect( storedChoice( 'vendor' ).schedule ).toBe( 'monthly' );

		await page.reload();
		panel = await schedulePanel( page );
		await expect(
			panel.getByRole( 'switch', { name: 'Schedule' } )
		).toBeChecked();
		await expect( panel.getByText( /^Monthly/ ) ).toBeVisible();

		await panel.getByRole( 'switch', { name: 'Schedule' } ).click();
		await expect(
			page.getByText( 'Withdraw schedule disabled successfully' )
		).toBeVisible();
		expect( storedChoice( 'vendor' ).schedule ?? '' ).toBe( '' );

		await page.reload();
		panel = await schedulePanel( page );
		await expect(
			panel.getByRole( 'switch', { name: 'Schedule' } )
		).not.toBeChecked();
		await expect(
			panel.getByText(
				'Please update your withdraw schedule selection to get payment automatically.'
			)
		).toBeVisible();
		await page.waitForLoadState( 'networkidle' );
		// Three page views: the first, and one after each reload (none where preloaded).
		expect( requests.count( `GET ${ DISBURSEMENT }` ) ).toBe(
			path === '/dashboard/withdraw/' ? 0 : 3
		);
		expectNoProblems( problems );
	} );

	test( `${ name }: a vendor with no payment method is sent to set one up`, async ( {
		pageAs,
		problems,
	} ) => {
		const page = await pageAs( 'vendor2' );
		const panel = await openPanel( page, path );
		await panel.getByRole( 'switch', { name: 'Schedule' } ).click();
		await panel.getByRole( 'button', { name: 'Edit schedule' } ).click();
		const dialog = dialogOf( page );
		await expect(
			dialog.getByText( 'No payment methods found.' )
		).toBeVisible();
		await expect(
			dialog.getByRole( 'link' ).filter( { hasNotText: /^$/ } ).first()
		).toHaveAttribute(
			'href',
			`${ SITE_URL }/dashboard/settings/payment/`
		);
		await expect(
			dialog.getByRole( 'button', { name: 'Change Schedule' } )
		).toBeDisabled();
		expectNoProblems( problems );
	} );
}

test( 'the script is only sent with a withdraw page, to users who manage withdraws', async ( {
	pageAs,
} ) => {
	const checked: string[] = [];
	const cases: Array< {
		user: 'vendor' | 'customer' | 'visitor' | 'admin';
		path: string;
		expected: boolean;
	} > = [
		{ user: 'vendor', path: '/dashboard/withdraw/', expected: true },
		{ user: 'vendor', path: '/dashboard/new/', expected: true },
		{ user: 'vendor', path: '/', expected: false },
		{ user: 'vendor', path: '/dashboard/', expected: false },
		{ user: 'vendor', path: '/sample-page/', expected: false },
		{ user: 'vendor', path: '/wp-admin/profile.php', expected: false },
		{ user: 'customer', path: '/dashboard/withdraw/', expected: false },
		{ user: 'customer', path: '/dashboard/new/', expected: false },
		{ user: 'customer', path: '/', expected: false },
		{ user: 'visitor', path: '/dashboard/withdraw/', expected: false },
		{ user: 'visitor', path: '/dashboard/new/', expected: false },
		{ user: 'visitor', path: '/', expected: false },
		{ user: 'admin', path: '/wp-admin/', expected: false },
		{
			user: 'admin',
			path: '/wp-admin/admin.php?page=vendor-payout-schedule',
			expected: false,
		},
	];
	for ( const { user, path, expected } of cases ) {
		const page = await pageAs( user );
		const scripts: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( PLUGIN_SCRIPT ) ) {
				scripts.push( request.url() );
			}
		} );
		await page.goto( path );
		await page.waitForLoadState( 'networkidle' );
		expect(
			scripts.length,
			`${ user } on ${ path } ${ expected ? 'gets' : 'does not get' } the script`
		).toBe( expected ? 1 : 0 );
		checked.push(
			`${ expected ? 'present' : 'absent ' } ${ user.padEnd( 8 ) } ${ path }`
		);
		await page.close();
	}
	test.info().annotations.push( {
		type: 'pages checked',
		description: checked.join( '\n' ),
	} );
	process.stdout.write(
		`Pages checked for the script:\n${ checked.join( '\n' ) }\n`
	);
} );
