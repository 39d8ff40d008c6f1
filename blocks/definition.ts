/**
 * What a block adds to its widget's options (README, "Blocks"): its name and texts, the block
 * supports WordPress gives it, and the attributes that are content rather than options (a counter's
 * number, an opener's text). The plugin's build writes its block.json from this and the widget's option
 * descriptions (scripts/schema/blocks.ts), so every option is an attribute with its default.
 */

/** A block attribute of block.json (https-free: WordPress's "Attributes" reference names these fields). */
export interface BlockAttribute {
  readonly type: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
  readonly default?: unknown;
  readonly enum?: readonly unknown[];
}

/**
 * An option's words in the block's inspector, for site builders (README, "Blocks", the editor's
 * words): the options schema's texts are the README's, for theme developers, and may name the markup
 * contract (`data-items`, a setting's key); where they do, the block says it its own way. Each field
 * replaces the schema's; the .pot carries them (scripts/plugin/pot.ts).
 */
export interface EditorTexts {
  readonly label?: string;
  readonly help?: string;
  /** What an empty field means (its placeholder): the schema's `defaultText`. */
  readonly defaultText?: string;
  readonly enumLabels?: Readonly<Record<string, string>>;
}

/** A block in an example: its name (`core/paragraph`), attributes and inner blocks. */
interface ExampleBlock {
  readonly name: string;
  readonly attributes?: Readonly<Record<string, unknown>>;
  readonly innerBlocks?: readonly ExampleBlock[];
}

/** block.json `example`: what the inserter's preview shows of the block (WordPress's "Metadata in block.json"). */
interface BlockExample {
  readonly attributes?: Readonly<Record<string, unknown>>;
  readonly innerBlocks?: readonly ExampleBlock[];
  /** The width, px, the preview lays the block out at before scaling it down. */
  readonly viewportWidth?: number;
}

export interface BlockDefinition {
  /** Its folder's name (widgets/<family>/blocks/<slug>/, and blocks/<slug>/ in the plugin), and the name after `cms-islands/`. */
  readonly slug: string;
  /** The widget (options.json) whose options are the attributes; none for a part of another block. */
  readonly widget?: string;
  /** The `data-island` it prints when its widget reads no options (so has no `widget` here). */
  readonly island?: string;
  readonly title: string;
  readonly description: string;
  /** A Dashicon's name (without `dashicons-`). */
  readonly icon: string;
  readonly category: 'text' | 'media' | 'design' | 'widgets';
  readonly keywords?: readonly string[];
  /** block.json `supports`: core's colour, spacing, typography, align and anchor rather than controls of ours. */
  readonly supports: Readonly<Record<string, unknown>>;
  /** Content attributes of the block itself, after the options. */
  readonly attributes?: Readonly<Record<string, BlockAttribute>>;
  /**
   * A starting value for an option the widget has no default for but the block needs (a progress
   * bar's value): the block's default, the widget's markup unchanged.
   */
  readonly startingValues?: Readonly<Record<string, unknown>>;
  /**
   * Options of its widget that the block's own structure fixes (render.php prints the markup they
   * describe): its editor offers no control for them, and render.php prints none of them, whatever a
   * saved post's attributes say (a crafted or imported post could hold any text there).
   */
  readonly structuralOptions?: readonly string[];
  /** Only inside these blocks (a slide in a carousel). */
  readonly parent?: readonly string[];
  /** Only these blocks inside it. */
  readonly allowedBlocks?: readonly string[];
  /** The block's own stylesheet (style.css in its plugin folder): the theme's side of the contract. */
  readonly style?: boolean;
  /** Its inspector's words for its widget's options, where the schema's are a theme developer's: option name → texts. */
  readonly editorTexts?: Readonly<Record<string, EditorTexts>>;
  /** The inserter's preview of the block. */
  readonly example: BlockExample;
}

/** The plugin's namespace for block names. */
const BLOCK_NAMESPACE = 'cms-islands';

export const blockName = (slug: string): string => `${BLOCK_NAMESPACE}/${slug}`;
