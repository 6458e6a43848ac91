/**
 * The POT of the plugin at `root`, its string count, and the calls outside the text domain.
 *
 * @param root Plugin root; the repository when omitted.
 */
export function generatePot(
	root?: string
): Promise< { pot: string; count: number; problems: string[] } >;
