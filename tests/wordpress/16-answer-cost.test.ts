import { beforeAll, describe, expect, it } from 'vitest';
import { answerCost, type AnswerCost, type LoadTarget } from '../../scripts/wordpress/load';
import { phpJson, site } from './site';

/**
 * What each public answer costs PHP without a cache (README, "A busy site"): WordPress's database
 * queries, read from the test mu-plugin's header. An answer of twenty items runs the same queries
 * as an answer of two: nothing is asked of the database per item. The posts answered are this
 * file's own (twenty in a category of their own, each with a featured image of its own, as on a
 * real site), whatever other files added to the site.
 */
const WORD = 'costword';
const CATEGORY = 'cost-stories';
/** The category's id, for its archive (the main loop's JSON). */
let categoryId = 0;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const search = (number: number): LoadTarget => ({
  name: `search, ${number}`,
  path: `wp-admin/admin-ajax.php?action=cms_islands_ajax_search&post_type=post&query=${WORD}&number=${number}`,
});
const shortcodeList = (perPage: number): LoadTarget => ({
  name: `list, ${perPage}`,
  path: 'wp-admin/admin-ajax.php',
  method: 'POST',
  body: `action=cms_islands_get_blog_shortcode&paged=1&atts%5Bposts_per_page%5D=${perPage}&atts%5Bcategory%5D=${CATEGORY}`,
  headers: FORM,
});
const mainLoop = (): LoadTarget => ({
  name: 'main loop',
  path: `?cat=${categoryId}&cms_islands_list=1`,
  headers: { accept: 'application/json' },
});
/** The dropdown of the menu named `menu` (the test mu-plugin's `cms-islands-test-menu-{name}`). */
const dropdown = (menu: string): LoadTarget => ({
  name: `dropdown ${menu}`,
  path: 'wp-admin/admin-ajax.php',
  method: 'POST',
  body: `action=cms_islands_load_html_dropdowns&ids%5B%5D=cms-islands-test-menu-${menu}`,
  headers: FORM,
});

/**
 * The cost of the second of two requests in a row: the site as it serves, once a first request has
 * done what WordPress does once (the first after a change may write an option or a transient).
 */
async function cost(target: LoadTarget): Promise<AnswerCost> {
  await answerCost(site().url, target);
  return answerCost(site().url, target);
}

const setPostsPerPage = (count: number) => phpJson(`update_option('posts_per_page', ${count}); echo 'true';`);
const articles = (body: string) => ((JSON.parse(body) as { items: string }).items.match(/<article /g) ?? []).length;

beforeAll(() => {
  // Twenty posts with the word, in a category of their own, each with a featured image of its own; menus of two and twenty of them.
  categoryId = phpJson<number>(
    `$source = get_post_thumbnail_id( ${site().seed.published[0]} );
    $file = get_post_meta( $source, '_wp_attached_file', true );
    $meta = wp_get_attachment_metadata( $source );
    $category = wp_insert_term( 'Cost stories', 'category', array( 'slug' => '${CATEGORY}' ) );
    $posts = array();
    for ( $i = 1; $i <= 20; $i++ ) {
      $post = wp_insert_post( array( 'post_status' => 'publish', 'post_title' => 'Cost story ' . $i, 'post_content' => 'A ${WORD} story.', 'post_excerpt' => 'A ${WORD} story.', 'post_category' => array( $category['term_id'] ) ) );
      $image = wp_insert_attachment( array( 'post_mime_type' => 'image/png', 'post_title' => 'Cost ' . $i, 'post_status' => 'inherit' ), $file, $post );
      update_post_meta( $image, '_wp_attached_file', $file );
      wp_update_attachment_metadata( $image, $meta );
      set_post_thumbnail( $post, $image );
      $posts[] = $post;
    }
    foreach ( array( 'Two' => 2, 'Twenty' => 20 ) as $name => $count ) {
      $menu = wp_create_nav_menu( $name );
      foreach ( array_slice( $posts, 0, $count ) as $post ) {
        wp_update_nav_menu_item( $menu, 0, array( 'menu-item-object-id' => $post, 'menu-item-object' => 'post', 'menu-item-type' => 'post_type', 'menu-item-status' => 'publish' ) );
      }
    }
    echo wp_json_encode( $category['term_id'] );`,
    true,
  );
  expect(categoryId).toBeGreaterThan(0);
});

describe('what each public answer costs without a cache', () => {
  it('search: twenty suggestions, the queries of two', async () => {
    const [few, many] = [await cost(search(2)), await cost(search(20))];
    expect((JSON.parse(few.body) as unknown[]).length).toBe(2);
    expect((JSON.parse(many.body) as unknown[]).length).toBe(20);
    expect(many.queries).toBe(few.queries);
  });

  it('post list (shortcode source): twenty items, the queries of two', async () => {
    const [few, many] = [await cost(shortcodeList(2)), await cost(shortcodeList(20))];
    expect([articles(few.body), articles(many.body)]).toEqual([2, 20]);
    expect(many.queries).toBe(few.queries);
  });

  it('post list (main loop, a category archive): twenty items, the queries of two', async () => {
    try {
      setPostsPerPage(2);
      const few = await cost(mainLoop());
      setPostsPerPage(20);
      const many = await cost(mainLoop());
      expect([articles(few.body), articles(many.body)]).toEqual([2, 20]);
      expect(many.queries).toBe(few.queries);
    } finally {
      setPostsPerPage(10);
    }
  });

  it('menu dropdown: a menu of twenty posts, the queries of one of two', async () => {
    const [few, many] = [await cost(dropdown('Two')), await cost(dropdown('Twenty'))];
    const html = (answer: AnswerCost, menu: string) =>
      (JSON.parse(answer.body) as { data: Record<string, string> }).data[`cms-islands-test-menu-${menu}`] ?? '';
    expect([html(few, 'Two').match(/<li /g)?.length, html(many, 'Twenty').match(/<li /g)?.length]).toEqual([2, 20]);
    expect(many.queries).toBe(few.queries);
  });
});
