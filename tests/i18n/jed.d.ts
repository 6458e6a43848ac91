export interface Catalogue {
	headers?: Record< string, string >;
	translations: Record<
		string,
		Record<
			string,
			{ msgid: string; msgstr: string[]; comments?: { flag?: string } }
		>
	>;
}

export interface JedFile {
	'translation-revision-date': string;
	generator: string;
	source: string;
	domain: 'messages';
	locale_data: { messages: Record< string, unknown > };
}

export function jedKey( msgctxt: string, msgid: string ): string;
export function toJed(
	catalogue: Catalogue,
	scriptKeys: Set< string >,
	source: string
): JedFile;
