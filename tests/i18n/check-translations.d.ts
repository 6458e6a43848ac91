export function placeholders( text: string ): string[];
export function translationProblems(
	pot: string | Buffer,
	translation: string | Buffer
): string[];
