/**
 * The React vendor dashboard's withdraw page (Dokan Lite 4.1.2, src/dashboard/withdraw): a hash
 * router, the Balance, Payment Details and Payment Methods cards. The Payment Details card shows a
 * skeleton until the balance and the pending requests have loaded, then renders, inside its own
 * SlotFillProvider, the `dokan-vendor-dashboard-withdraw-payment-details` Slot followed by an
 * unscoped PluginArea. The outer layout renders a PluginArea scoped to the route.
 *
 * As in Dokan: the pending requests load twice at start (src/dashboard/withdraw/index.tsx fetches
 * them on every change of `useCurrentUser()`, a `dokan/core` store selector that answers before and
 * after its resolver), so the card goes loading → shown → loading → shown; amounts come from
 * `window.dokan.utilities.formatPrice()` and are rendered as HTML; the "Request Withdraw" button
 * keeps a DokanModal (Dokan's own copy of Headless UI) mounted from the start
 * (src/dashboard/withdraw/RequestWithdrawBtn.tsx).
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
	const { DokanModal } = window.dokan.components;
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

	/**
	 * Dokan renders formatPrice()'s HTML as it is (entities and all).
	 *
	 * @param {Object} props
	 * @param {number} props.amount Amount to show.
	 */
	function Price( { amount } ) {
		return h( 'span', {
			className: 'dokan-price',
			dangerouslySetInnerHTML: {
				__html: window.dokan.utilities.formatPrice( amount ),
			},
		} );
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
								h(
									'strong',
									null,
									h( Price, { amount: last.amount } )
								),
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
									h( Price, { amount: row.amount } ),
									' — ' + row.method
								)
							)
						)
					)
			),
			h( PluginArea )
		);
	}

	/**
	 * `select( 'dokan/core' ).getCurrentUser()`: an empty user until its resolver has fetched the
	 * real one, then that one — two different values, so effects keyed on it run twice.
	 */
	function useCurrentUser() {
		const [ user, setUser ] = useState( {} );
		useEffect( () => {
			apiFetch( { path: '/wp/v2/users/me' } ).then( setUser, () => {} );
		}, [] );
		return user;
	}

	/**
	 * useWithdrawRequests( true ): loading from the start, and loading again on each fetch.
	 *
	 * @param {Object} currentUser The current user; each new value fetches the pending requests.
	 */
	function usePendingRequests( currentUser ) {
		const [ state, setState ] = useState( {
			data: null,
			isLoading: true,
		} );
		useEffect( () => {
			if ( ! currentUser ) {
				return;
			}
			setState( ( current ) => ( { ...current, isLoading: true } ) );
			apiFetch( {
				path:
					'/dokan/v2/withdraw?per_page=10&page=1&status=pending&user_id=' +
					( currentUser.id || 0 ),
			} ).then(
				( data ) => setState( { data, isLoading: false } ),
				() => setState( { data: null, isLoading: false } )
			);
		}, [ currentUser ] );
		return state;
	}

	function RequestWithdrawButton() {
		const [ isOpen, setIsOpen ] = useState( false );
		return h(
			Fragment,
			null,
			h(
				'button',
				{
					type: 'button',
					className: 'dokan-btn dokan-request-withdraw',
					onClick: () => setIsOpen( true ),
				},
				__( 'Request Withdraw', 'dokan-lite' )
			),
			h( DokanModal, {
				isOpen,
				namespace: 'withdraw-request',
				onClose: () => setIsOpen( false ),
				dialogTitle: __( 'Send Withdraw Request', 'dokan-lite' ),
				dialogContent: h(
					'p',
					null,
					__( 'Withdraw amount', 'dokan-lite' )
				),
				// RequestWithdrawBtn.tsx's ModalFooter: Close, then Submit request.
				dialogFooterContent: h(
					'div',
					null,
					h(
						'button',
						{ type: 'button', onClick: () => setIsOpen( false ) },
						__( 'Close', 'dokan-lite' )
					),
					h(
						'button',
						{ type: 'button', onClick: () => setIsOpen( false ) },
						__( 'Submit request', 'dokan-lite' )
					)
				),
			} )
		);
	}

	function WithdrawPage() {
		const balance = useResource( '/dokan/v1/withdraw/balance' );
		const withdrawRequests = usePendingRequests( useCurrentUser() );
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
				h( RequestWithdrawButton ),
				balance.data
					? h(
							'p',
							null,
							__( 'Your Balance:', 'dokan-lite' ),
							' ',
							h(
								'strong',
								null,
								h( Price, {
									amount: balance.data.current_balance,
								} )
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
			'withdraw' === routeId ? h( WithdrawPage ) : null,
			h( PluginArea, { scope: routeId } )
		);
	}

	const root = document.getElementById( 'dokan-vendor-dashboard-root' );
	if ( root ) {
		createRoot( root ).render( h( App ) );
	}
} )( window.wp );
