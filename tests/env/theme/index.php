<?php
/**
 * The only template of the local environment's theme.
 *
 * @package LocalShop
 */

?>
<!doctype html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<title><?php echo esc_html( wp_get_document_title() ); ?></title>
	<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<main>
	<h1><?php bloginfo( 'name' ); ?></h1>
	<?php
	while ( have_posts() ) :
		the_post();
		the_title( '<h2>', '</h2>' );
		the_content();
	endwhile;
	?>
</main>
<?php wp_footer(); ?>
</body>
</html>
