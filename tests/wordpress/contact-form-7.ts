import { phpJson } from './site';

/**
 * Saves Contact Form 7's default form (its own template, through its PHP API) with `beforeSubmit`
 * (CF7 form-tags) added before its submit button, and publishes it on a page of its own; returns
 * the form's and the page's ids. The Contact Form 7 tests' forms (08-contact-form-7, 13-cached-contact-form-7).
 */
export function publishContactForm(title: string, beforeSubmit = ''): { form: number; page: number } {
  const published = phpJson<{ form: number; page: number } | string>(
    `$template = WPCF7_ContactForm::get_template( array( 'title' => ${JSON.stringify(title)} ) );
    $properties = $template->get_properties();
    $properties['form'] = str_replace( '[submit', ${JSON.stringify(beforeSubmit)} . '[submit', $properties['form'] );
    $template->set_properties( $properties );
    $template->save();
    $saved = wpcf7_contact_form( $template->id() );
    $page  = wp_insert_post( array(
      'post_type'    => 'page',
      'post_status'  => 'publish',
      'post_title'   => ${JSON.stringify(title)},
      'post_content' => "<!-- wp:shortcode -->\\n" . $saved->shortcode() . "\\n<!-- /wp:shortcode -->",
    ), true );
    echo wp_json_encode( is_wp_error( $page ) ? $page->get_error_message() : array( 'form' => $saved->id(), 'page' => $page ) );`,
    true,
  );
  if (typeof published === 'string') throw new Error(`the form's page was not created: ${published}`);
  return published;
}
