export interface ToasterProps {
	/** Extra class of the toaster's fixed layer. */
	className?: string;
}
