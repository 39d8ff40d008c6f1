<?php
/**
 * Pattern: questions and answers (README "Blocks", patterns): each question a hover box whose back is
 * its answer, turned by a hover, a focus or a tap.
 *
 * @package CMS_Islands
 */

defined( 'ABSPATH' ) || exit;

$cms_islands_question = static function ( $question, $answer ) {
	return '<!-- wp:column -->
<div class="wp-block-column"><!-- wp:cms-islands/hover-box -->
<!-- wp:cms-islands/hover-box-face -->
<!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">' . esc_html( $question ) . '</h3>
<!-- /wp:heading -->
<!-- /wp:cms-islands/hover-box-face -->

<!-- wp:cms-islands/hover-box-face {"face":"back"} -->
<!-- wp:paragraph -->
<p>' . esc_html( $answer ) . '</p>
<!-- /wp:paragraph -->
<!-- /wp:cms-islands/hover-box-face -->
<!-- /wp:cms-islands/hover-box --></div>
<!-- /wp:column -->';
};

return array(
	'title'       => __( 'Questions and answers', 'cms-islands' ),
	'description' => __( 'Three questions side by side; each turns round to show its answer.', 'cms-islands' ),
	'keywords'    => array( __( 'FAQ', 'cms-islands' ), __( 'questions', 'cms-islands' ), __( 'flip', 'cms-islands' ) ),
	'content'     => '<!-- wp:heading -->
<h2 class="wp-block-heading">' . esc_html__( 'Questions, answered', 'cms-islands' ) . '</h2>
<!-- /wp:heading -->

<!-- wp:columns -->
<div class="wp-block-columns">' . $cms_islands_question( __( 'Do you ship abroad?', 'cms-islands' ), __( 'Yes, across Europe, packed in recycled paper.', 'cms-islands' ) ) . '

' . $cms_islands_question( __( 'Can I book a class?', 'cms-islands' ), __( 'Every Saturday morning, six places a class.', 'cms-islands' ) ) . '

' . $cms_islands_question( __( 'Is it dishwasher safe?', 'cms-islands' ), __( 'Every glaze we use is, and oven safe too.', 'cms-islands' ) ) . '</div>
<!-- /wp:columns -->',
);
