/**
 * Hands a file the page fetched to the browser's download, as a link with `download` would.
 *
 * @param file The file.
 * @param name The name to save it under.
 */
export function saveFile( file: Blob, name: string ): void {
	const url = URL.createObjectURL( file );
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = name;
	link.hidden = true;
	document.body.append( link );
	link.click();
	link.remove();
	// The browser reads the file after the click returns; a second is plenty.
	window.setTimeout( () => URL.revokeObjectURL( url ), 1000 );
}
