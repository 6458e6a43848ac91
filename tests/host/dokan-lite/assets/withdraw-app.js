/**
 * The React vendor dashboard's withdraw page (Dokan Lite 4.1.2, src/dashboard/withdraw): a hash
 * router, the Balance, Payment Details and Payment Methods cards. The Payment Details card shows a
 * skeleton until the balance and the pending requests have loaded, then renders, inside its own
 * SlotFillProvider, the `dokan-vendor-dashboard-withdraw-payment-details` Slot followed by an
 * unscoped PluginArea. The outer layout renders a PluginArea scoped to the route.
 *
 * @param {Object} wp WordPress's script globals.
 */
( function ( wp ) {
	const {
		createElement: h,
		Fragment,
		useState,
		useEffect,
		useCallback,
		createRoot,
	} = wp.element;
	const { SlotFillProvider, Slot } = wp.components;
	const { PluginArea } = wp.plugins;
	const { __ } = wp.i18n;
	const apiFetch = wp.apiFetch;

	function useResource( path ) {
		const [ state, setState ] = useState( {
			data: null,
			isLoading: true,
			error: null,
		} );
		const refresh = useCallback( () => {
			setState( ( current ) => ( { ...current, isLoading: true } ) );
			return apiFetch( { path } ).then(
				( data ) => setState( { data, isLoading: false, error: null } ),
				( error ) => setState( { data: null, isLoading: false, error } )
			);
		}, [ path ] );
		useEffect( () => {
			refresh();
		}, [ refresh ] );
		const setData = ( data ) =>
			setState( ( current ) => ( { ...current, data } ) );
		return { ...state, refresh, setData };
	}

	function Card( { title, children, className } ) {
		return h(
			'section',
			{ className: 'dokan-card ' + ( className || '' ) },
			h(
				'header',
				{ className: 'dokan-card__header' },
				h( 'h2', { className: 'dokan-card__title' }, title )
			),
			h( 'div', { className: 'dokan-card__body' }, children )
		);
	}

	function Loader() {
		return h(
			'section',
			{
				className: 'dokan-card dokan-card--loading',
				'aria-busy': 'true',
			},
			h( 'div', { className: 'dokan-skeleton' } ),
			h( 'div', { className: 'dokan-skeleton dokan-skeleton--wide' } )
		);
	}

	function formatPrice( amount ) {
		const currency =
			( window.dokanFrontend && window.dokanFrontend.currency ) || {};
		// accounting.formatMoney: fixed decimals, grouped thousands, the shop's separators.
		const [ whole, fraction ] = Number( amount || 0 )
			.toFixed( currency.precision ?? 2 )
			.split( '.' );
		const grouped = whole.replace(
			/\B(?=(\d{3})+(?!\d))/g,
			currency.thousand ?? ','
		);
		const text = fraction
			? grouped + ( currency.decimal ?? '.' ) + fraction
			: grouped;
		const symbol = new window.DOMParser().parseFromString(
			currency.symbol || '$',
			'text/html'
		).documentElement.textContent;
		return ( currency.format || '%s%v' )
			.replace( '%s', symbol )
			.replace( '%v', text );
	}

	function PaymentDetails( {
		bodyData,
		masterLoading,
		withdrawRequests,
		settings,
	} ) {
		if ( ! bodyData || bodyData.isLoading || masterLoading ) {
			return h( Loader );
		}
		const last = bodyData.data && bodyData.data.last_withdraw;
		const pending = Array.isArray( withdrawRequests.data )
			? withdrawRequests.data
			: [];
		return h(
			SlotFillProvider,
			null,
			h(
				Card,
				{
					title: __( 'Payment Details', 'dokan-lite' ),
					className: 'dokan-payment-details',
				},
				h(
					'div',
					{ className: 'dokan-last-payment' },
					h( 'span', null, __( 'Last Payment', 'dokan-lite' ) ),
					last && last.id
						? h(
								'div',
								null,
								h( 'strong', null, formatPrice( last.amount ) ),
								' ',
								__( 'on', 'dokan-lite' ),
								' ',
								h( 'strong', null, last.date ),
								' ',
								__( 'to', 'dokan-lite' ),
								' ',
								h( 'strong', null, last.method_title )
							)
						: h(
								'p',
								null,
								__(
									'You do not have any approved withdraw yet.',
									'dokan-lite'
								)
							)
				),
				h( Slot, {
					name: 'dokan-vendor-dashboard-withdraw-payment-details',
					fillProps: {
						withdrawRequests,
						bodyData,
						masterLoading,
						settings,
					},
				} ),
				pending.length > 0 &&
					h(
						'div',
						{ className: 'dokan-pending-requests' },
						h( 'h4', null, __( 'Pending Requests', 'dokan-lite' ) ),
						h(
							'ul',
							null,
							pending.map( ( row ) =>
								h(
									'li',
									{ key: row.id },
									formatPrice( row.amount ) +
										' — ' +
										row.method
								)
							)
						)
					)
			),
			h( PluginArea )
		);
	}

	function WithdrawPage() {
		const balance = useResource( '/dokan/v1/withdraw/balance' );
		const withdrawRequests = useResource(
			'/dokan/v2/withdraw?status=pending'
		);
		const settings = useResource( '/dokan/v2/withdraw/settings' );
		const masterLoading = balance.isLoading || withdrawRequests.isLoading;
		const methods = settings.data
			? Object.values( settings.data.active_methods || {} )
			: [];

		return h(
			Fragment,
			null,
			h(
				Card,
				{
					title: __( 'Balance', 'dokan-lite' ),
					className: 'dokan-balance',
				},
				balance.data
					? h(
							'p',
							null,
							__( 'Your Balance:', 'dokan-lite' ),
							' ',
							h(
								'strong',
								null,
								formatPrice( balance.data.current_balance )
							)
						)
					: h( Loader )
			),
			h( PaymentDetails, {
				bodyData: balance,
				masterLoading,
				withdrawRequests,
				settings,
			} ),
			h(
				Card,
				{
					title: __( 'Payment Methods', 'dokan-lite' ),
					className: 'dokan-payment-methods',
				},
				h(
					'ul',
					null,
					methods.map( ( method ) =>
						h(
							'li',
							{ key: method.value },
							h( 'strong', null, method.label ),
							' ',
							h( 'small', null, method.info )
						)
					)
				)
			)
		);
	}

	function useHashRoute() {
		const [ hash, setHash ] = useState( window.location.hash );
		useEffect( () => {
			const onChange = () => setHash( window.location.hash );
			window.addEventListener( 'hashchange', onChange );
			return () => window.removeEventListener( 'hashchange', onChange );
		}, [] );
		return hash.replace( /^#\/?/, '' ).split( '/' )[ 0 ] || 'dashboard';
	}

	function App() {
		const routeId = useHashRoute();
		return h(
			'div',
			{ className: 'dokan-layout' },
			h(
				'h1',
				{ className: 'dokan-layout__title' },
				'withdraw' === routeId
					? __( 'Withdraw', 'dokan-lite' )
					: __( 'Dashboard', 'dokan-lite' )
			),
			'withdraw' === routeId
				? h( WithdrawPage )
				: h(
						'p',
						null,
						h(
							'a',
							{ href: '#/withdraw' },
							__( 'Withdraw', 'dokan-lite' )
						)
					),
			h( PluginArea, { scope: routeId } )
		);
	}

	const root = document.getElementById( 'dokan-vendor-dashboard-root' );
	if ( root ) {
		createRoot( root ).render( h( App ) );
	}
} )( window.wp );
