<?php
/**
 * Catches what reaches wp_mail(), in this process or (through a file) in an engine process.
 *
 * @package VendorPayoutSchedule
 */

/**
 * Hooks `pre_wp_mail`, which wp_mail() applies to its final arguments before PHPMailer is called:
 * everything WooCommerce's mailer hands to wp_mail() is seen, and nothing leaves the machine.
 */
final class Mail_Catcher {

	/**
	 * @var array<int, array{to: string, subject: string, message: string, headers: string}>
	 */
	private array $caught = array();

	/**
	 * @var callable|null
	 */
	private $filter = null;

	/**
	 * Starts catching; with a file, each e-mail is also appended to it as a JSON line.
	 *
	 * @param string $file Optional file for another process to read.
	 */
	public function start( string $file = '' ): self {
		$this->filter = function ( $short_circuit, $atts ) use ( $file ) {
			$mail           = array(
				'to'      => implode( ',', (array) $atts['to'] ),
				'subject' => (string) $atts['subject'],
				'message' => (string) $atts['message'],
				'headers' => implode( "\n", (array) $atts['headers'] ),
			);
			$this->caught[] = $mail;
			if ( '' !== $file ) {
				file_put_contents( $file, wp_json_encode( $mail ) . "\n", FILE_APPEND | LOCK_EX );
			}
			return true;
		};
		add_filter( 'pre_wp_mail', $this->filter, 10, 2 );
		return $this;
	}

	/**
	 * Stops catching.
	 */
	public function stop(): void {
		if ( $this->filter ) {
			remove_filter( 'pre_wp_mail', $this->filter, 10 );
			$this->filter = null;
		}
	}

	/**
	 * What was caught here.
	 *
	 * @return array<int, array{to: string, subject: string, message: string, headers: string}>
	 */
	public function caught(): array {
		return $this->caught;
	}

	/**
	 * An HTML e-mail's visible text on one line (styles dropped, cells joined by spaces).
	 *
	 * @param array{message: string} $mail Caught e-mail.
	 */
	public static function text( array $mail ): string {
		$html = preg_replace( '#<style[^>]*>.*?</style>|<title>.*?</title>#s', '', $mail['message'] );
		$text = html_entity_decode( wp_strip_all_tags( str_replace( '<', ' <', $html ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}

	/**
	 * What another process wrote to a file.
	 *
	 * @param string $file File given to start().
	 * @return array<int, array{to: string, subject: string, message: string, headers: string}>
	 */
	public static function read( string $file ): array {
		if ( ! is_readable( $file ) ) {
			return array();
		}
		$lines = array_filter( explode( "\n", (string) file_get_contents( $file ) ) );
		return array_map( static fn ( string $line ): array => json_decode( $line, true ), array_values( $lines ) );
	}
}
