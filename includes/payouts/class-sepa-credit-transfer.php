<?php
/**
 * A SEPA credit transfer initiation (ISO 20022 pain.001.001.09).
 *
 * @package VendorPayoutSchedule
 */

namespace VendorPayoutSchedule\Payouts;

defined( 'ABSPATH' ) || exit;

/**
 * Writes the bank transfers in EUR as one customer credit transfer initiation in the version the
 * EPC's SEPA Credit Transfer customer-to-PSP implementation guidelines name since the 2023
 * rulebooks and still in the 2025 ones (EPC132-08 2025 v1.0, in force since 5 October 2025): ISO
 * 20022 pain.001.001.09, namespace urn:iso:std:iso:20022:tech:xsd:pain.001.001.09.
 *
 * One payment information block (PmtInf): service level SEPA, charges shared (SLEV), one
 * requested execution date, the marketplace as debtor (its BIC, or NOTPROVIDED as the guidelines
 * allow without one); one transaction per request with the request's reference as end-to-end id,
 * the amount Dokan will pay after its withdraw charge, the account holder as creditor, the IBAN,
 * the BIC when the vendor gave one, and a line of remittance information. The group header and the
 * block carry the number of transactions and their control sum, so transactions wait in a
 * temporary stream (memory up to 1 MB, then a file) until finish() knows both. Text is limited to
 * the character set every SEPA bank must carry (EPC217-08: a–z A–Z 0–9 / - ? : ( ) . , ' + and
 * space): other scripts are transliterated and accents taken off (Payee_Name::latin()), other
 * characters become spaces; a creditor whose name leaves nothing is named as Payee_Name says. No
 * postal addresses are written.
 */
final class Sepa_Credit_Transfer {

	/**
	 * The message's namespace.
	 */
	public const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

	/**
	 * The largest amount a transaction carries (EPC132-08: at most 999 999 999.99 EUR), in cents.
	 */
	public const AMOUNT_LIMIT = 99999999999;

	/**
	 * The transactions, until finish().
	 *
	 * @var resource
	 */
	private $transactions;

	/**
	 * Transactions added.
	 *
	 * @var int
	 */
	private int $count = 0;

	/**
	 * Their total in cents.
	 *
	 * @var int
	 */
	private int $total = 0;

	/**
	 * Starts a message; nothing is written before finish().
	 *
	 * @param resource           $out        Where the file goes (php://output for a download).
	 * @param Originator         $originator The marketplace's SEPA details (Originator::sepa_errors() empty).
	 * @param \DateTimeImmutable $created    When the file is made.
	 * @param \DateTimeImmutable $execution  The requested execution date.
	 * @param string             $message_id Unique id of the message for the bank (at most 35 characters).
	 * @throws \InvalidArgumentException When the originator's details cannot make a transfer.
	 * @throws \RuntimeException When there is no temporary stream.
	 */
	public function __construct(
		private $out,
		private readonly Originator $originator,
		private readonly \DateTimeImmutable $created,
		private readonly \DateTimeImmutable $execution,
		private readonly string $message_id
	) {
		if ( array() !== Originator::sepa_errors( $originator->to_array() ) || self::identifier( $message_id ) !== $message_id ) {
			throw new \InvalidArgumentException( 'The debtor details or the message id do not make a SEPA transfer.' );
		}
		$stream = fopen( 'php://temp/maxmemory:1048576', 'w+b' );
		if ( false === $stream ) {
			throw new \RuntimeException( 'No temporary stream for the SEPA transactions.' );
		}
		$this->transactions = $stream;
	}

	/**
	 * Adds the request's transaction.
	 *
	 * @param Payout_Request $request A request Payout_Sorter placed in the SEPA file.
	 * @throws \InvalidArgumentException When the request belongs in no SEPA file.
	 */
	public function add( Payout_Request $request ): void {
		$iban  = Bank_Numbers::normalise( $request->detail( 'iban' ) );
		$bic   = Bank_Numbers::normalise( $request->detail( 'swift' ) );
		$units = $request->payable_units( 2 );
		$name  = Payee_Name::of( $request, static fn ( string $text ): string => self::text( $text, 70 ) );
		if ( 'EUR' !== $request->currency || ! Bank_Numbers::iban_valid( $iban ) || ( '' !== $bic && ! Bank_Numbers::bic_valid( $bic ) ) || $units <= 0 || $units > self::AMOUNT_LIMIT ) {
			throw new \InvalidArgumentException( 'Request ' . (int) $request->id . ' belongs in no SEPA file.' );
		}
		$xml = '<CdtTrfTxInf>'
			. '<PmtId><EndToEndId>' . self::xml( self::identifier( $request->reference() ) ) . '</EndToEndId></PmtId>'
			. '<Amt><InstdAmt Ccy="EUR">' . Payout_File::amount_text( $units, 2 ) . '</InstdAmt></Amt>'
			. ( '' !== $bic ? '<CdtrAgt><FinInstnId><BICFI>' . self::xml( $bic ) . '</BICFI></FinInstnId></CdtrAgt>' : '' )
			. '<Cdtr><Nm>' . self::xml( $name ) . '</Nm></Cdtr>'
			. '<CdtrAcct><Id><IBAN>' . self::xml( $iban ) . '</IBAN></Id></CdtrAcct>'
			. '<RmtInf><Ustrd>' . self::xml( self::text( $this->remittance( $request ), 140 ) ) . '</Ustrd></RmtInf>'
			. "</CdtTrfTxInf>\n";
		self::write( $this->transactions, $xml );
		++$this->count;
		$this->total += $units;
	}

	/**
	 * Writes the message: group header, the payment information block and its transactions.
	 *
	 * @return Payout_File What it holds.
	 * @throws \LengthException When no transaction was added (a message holds at least one).
	 */
	public function finish(): Payout_File {
		if ( 0 === $this->count ) {
			throw new \LengthException( 'A SEPA credit transfer holds at least one transaction.' );
		}
		$o        = $this->originator;
		$debtor   = self::xml( self::text( $o->debtor_name, 70 ) );
		$bic      = Bank_Numbers::normalise( $o->debtor_bic );
		$sum      = Payout_File::amount_text( $this->total, 2 );
		$identity = self::identifier( $this->message_id );
		self::write(
			$this->out,
			'<?xml version="1.0" encoding="UTF-8"?>' . "\n"
			. '<Document xmlns="' . self::NS . '">' . "\n"
			. '<CstmrCdtTrfInitn>' . "\n"
			. '<GrpHdr>'
			. '<MsgId>' . self::xml( $identity ) . '</MsgId>'
			. '<CreDtTm>' . $this->created->format( 'Y-m-d\TH:i:s' ) . '</CreDtTm>'
			. '<NbOfTxs>' . $this->count . '</NbOfTxs>'
			. '<CtrlSum>' . $sum . '</CtrlSum>'
			. '<InitgPty><Nm>' . $debtor . '</Nm></InitgPty>'
			. "</GrpHdr>\n"
			. '<PmtInf>'
			. '<PmtInfId>' . self::xml( self::identifier( substr( $identity, 0, 33 ) . '-1' ) ) . '</PmtInfId>'
			. '<PmtMtd>TRF</PmtMtd>'
			. '<BtchBookg>true</BtchBookg>'
			. '<NbOfTxs>' . $this->count . '</NbOfTxs>'
			. '<CtrlSum>' . $sum . '</CtrlSum>'
			. '<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>'
			. '<ReqdExctnDt><Dt>' . $this->execution->format( 'Y-m-d' ) . '</Dt></ReqdExctnDt>'
			. '<Dbtr><Nm>' . $debtor . '</Nm></Dbtr>'
			. '<DbtrAcct><Id><IBAN>' . self::xml( Bank_Numbers::normalise( $o->debtor_iban ) ) . '</IBAN></Id></DbtrAcct>'
			. '<DbtrAgt><FinInstnId>' . ( '' !== $bic ? '<BICFI>' . self::xml( $bic ) . '</BICFI>' : '<Othr><Id>NOTPROVIDED</Id></Othr>' ) . '</FinInstnId></DbtrAgt>'
			. '<ChrgBr>SLEV</ChrgBr>' . "\n"
		);
		rewind( $this->transactions );
		stream_copy_to_stream( $this->transactions, $this->out );
		fclose( $this->transactions ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- PHP's temporary stream, not a file of the site.
		self::write( $this->out, "</PmtInf>\n</CstmrCdtTrfInitn>\n</Document>\n" );
		return new Payout_File( Payout_File::SEPA, 'EUR', 1, $this->count, $this->total, 2 );
	}

	/**
	 * Text in the SEPA character set, at most $length characters.
	 *
	 * @param string $text   Text.
	 * @param int    $length Most characters.
	 */
	public static function text( string $text, int $length ): string {
		$latin = Payee_Name::latin( str_replace( array( '&', '‘', '’' ), array( '+', "'", "'" ), $text ) );
		$latin = (string) preg_replace( "/[^A-Za-z0-9\\/\\-?:().,'+ ]+/", ' ', $latin );
		$latin = trim( (string) preg_replace( '/ {2,}/', ' ', $latin ) );
		return trim( substr( $latin, 0, $length ) );
	}

	/**
	 * An identifier as the guidelines restrict them: SEPA characters, at most 35, neither
	 * starting nor ending with a slash, no two slashes together.
	 *
	 * @param string $id Identifier.
	 */
	private static function identifier( string $id ): string {
		$id = str_replace( ' ', '-', self::text( $id, 35 ) );
		$id = (string) preg_replace( '#/{2,}#', '/', $id );
		return trim( $id, '/' );
	}

	/**
	 * The line the vendor's bank statement shows. The file carries these words to the vendor's
	 * bank, which has no other source for them: they are the file's content, so they are written
	 * here, with the file, and kept with it byte for byte (Payout_File_Store).
	 *
	 * @param Payout_Request $request The request.
	 */
	private function remittance( Payout_Request $request ): string {
		return sprintf(
			/* translators: 1: Dokan's withdraw request number, 2: the marketplace's name. */
			__( 'Payout of your withdraw request #%1$d at %2$s', 'vendor-payout-schedule' ),
			$request->id,
			wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES )
		) . ' ' . $request->reference();
	}

	/**
	 * Escaped for XML text.
	 *
	 * @param string $text Text.
	 */
	private static function xml( string $text ): string {
		return htmlspecialchars( $text, ENT_XML1 | ENT_QUOTES, 'UTF-8' );
	}

	/**
	 * Writes to a stream.
	 *
	 * @param resource $stream Where to.
	 * @param string   $text   What.
	 * @throws \RuntimeException When the stream refuses it.
	 */
	private static function write( $stream, string $text ): void {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a PHP stream (php://output, php://temp), not a file of the site.
		if ( false === fwrite( $stream, $text ) ) {
			throw new \RuntimeException( 'The SEPA file could not be written.' );
		}
	}
}
