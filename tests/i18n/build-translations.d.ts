export function scriptJsonName( locale: string ): string;
export function scriptKeys( potFile: string ): Set< string >;
export function poFiles(): { name: string; locale: string }[];
