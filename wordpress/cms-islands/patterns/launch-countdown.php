<?php
/**
 * Pattern: a launch hero with a countdown (README "Blocks", patterns). A new countdown counts to a
 * week ahead once inserted (its editor sets the end); the popup's button asks to be reminded.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

return array(
	'title'       => __( 'Launch with a countdown', 'cms-islands' ),
	'description' => __( 'A heading, a line of text, a countdown to the launch and a button that opens a reminder.', 'cms-islands' ),
	'keywords'    => array( __( 'hero', 'cms-islands' ), __( 'launch', 'cms-islands' ), __( 'sale', 'cms-islands' ) ),
	'content'     => '<!-- wp:group {"layout":{"type":"constrained"}} -->
<div class="wp-block-group"><!-- wp:heading -->
<h2 class="wp-block-heading">' . esc_html__( 'The spring collection is almost here', 'cms-islands' ) . '</h2>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>' . esc_html__( 'Twelve new glazes, thrown and fired in our studio. The doors open when the countdown reaches zero.', 'cms-islands' ) . '</p>
<!-- /wp:paragraph -->

<!-- wp:cms-islands/countdown /-->

<!-- wp:cms-islands/popup {"openerText":"' . esc_attr__( 'Remind me', 'cms-islands' ) . '"} -->
<!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">' . esc_html__( 'We will write to you', 'cms-islands' ) . '</h3>
<!-- /wp:heading -->

<!-- wp:paragraph -->
<p>' . esc_html__( 'Leave your address at the counter or follow us: the first pieces go on the morning of the launch.', 'cms-islands' ) . '</p>
<!-- /wp:paragraph -->
<!-- /wp:cms-islands/popup --></div>
<!-- /wp:group -->',
);
