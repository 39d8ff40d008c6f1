/**
 * The inspector controls of a widget's options (README, "Blocks"): one control per option of
 * schema/options.json, chosen by its description: a toggle for a yes/no, a choice for a list, a slider
 * for a number between close bounds, a number field for the rest, a date and time for a moment, a
 * text field otherwise. Labels and help are the block's own words for site builders where its
 * block.ts has them (`editorTexts`), else the description's (blocks/editor/option-texts.ts), translated
 * through the plugin's text domain (the .pot carries both: scripts/plugin/pot.ts). A date and time is
 * read in the site's time zone, which its help names.
 */
import {
  RangeControl,
  SelectControl,
  TextControl,
  ToggleControl,
  __experimentalNumberControl as NumberControl,
} from '@wordpress/components';
import { getSettings as dateSettings } from '@wordpress/date';
import { __, sprintf } from '@wordpress/i18n';
import type { BlockDefinition } from '../definition';
import { shownTexts, type ShownTexts } from './option-texts';
import { optionsOf, type OptionDescription } from './options';

type Attributes = Record<string, unknown>;

/** A slider reads well up to this many steps; beyond it (86400 seconds), a number field. */
const SLIDER_MAX_STEPS = 200;

interface OptionControlProps {
  readonly option: OptionDescription;
  readonly texts: ShownTexts;
  readonly value: unknown;
  /** `undefined`: back to no value (the widget's own default). */
  onChange(value: unknown): void;
}

// The texts are the block's or options.json's: their English is the msgid the .pot lists (scripts/plugin/pot.ts).
const translated = (text: string | undefined) => (text ? __(text, 'cms-islands') : '');

/** The site's time zone as WordPress's settings name it: its city, else its offset from UTC. */
function siteTimeZone(): string {
  const { timezone } = dateSettings();
  if (timezone.string) return timezone.string;
  const hours = Number(timezone.offset);
  return `UTC${hours < 0 ? '−' : '+'}${Math.abs(hours)}`;
}

function OptionControl({ option, texts, value, onChange }: OptionControlProps) {
  const label = translated(texts.label);
  const help =
    option.format === 'date-time'
      ? // translators: %s: the site's time zone (Europe/Paris, UTC+2).
        `${translated(texts.help)} ${sprintf(__('Read in the site’s time zone, %s (Settings → General).', 'cms-islands'), siteTimeZone())}`
      : translated(texts.help);
  const common = { label, help, __nextHasNoMarginBottom: true, __next40pxDefaultSize: true } as const;
  if (option.type === 'boolean') {
    const checked = typeof value === 'boolean' ? value : option.default === true;
    // Off with no default is "no value": the widget decides (a carousel's autoplay follows its interval).
    return (
      <ToggleControl {...common} checked={checked} onChange={(next) => onChange(next || option.default !== undefined ? next : undefined)} />
    );
  }
  if (option.enum) {
    const choices = option.enum.map((choice) => ({ value: choice, label: translated(texts.enumLabels?.[choice] ?? choice) }));
    return (
      <SelectControl
        {...common}
        value={typeof value === 'string' ? value : String(option.default ?? '')}
        options={choices}
        onChange={onChange}
      />
    );
  }
  if (option.type === 'number' || option.type === 'integer') {
    const number = typeof value === 'number' ? value : undefined;
    const { minimum, maximum } = option;
    const step = option.type === 'integer' ? 1 : 'any';
    if (minimum !== undefined && maximum !== undefined && maximum - minimum <= SLIDER_MAX_STEPS) {
      return (
        <RangeControl
          {...common}
          value={number ?? (typeof option.default === 'number' ? option.default : undefined)}
          min={minimum}
          max={maximum}
          step={option.type === 'integer' ? 1 : maximum - minimum <= 10 ? 0.1 : 1}
          allowReset
          onChange={(next) => onChange(next)}
        />
      );
    }
    return (
      <NumberControl
        {...common}
        value={number ?? ''}
        placeholder={
          texts.defaultText !== undefined ? translated(texts.defaultText) : option.default !== undefined ? String(option.default) : ''
        }
        min={minimum}
        max={maximum}
        step={step}
        onChange={(next) => {
          const read = next === undefined || next.trim() === '' ? undefined : Number(next);
          onChange(read !== undefined && Number.isFinite(read) ? read : undefined);
        }}
      />
    );
  }
  if (option.type === 'string') {
    const text = typeof value === 'string' ? value : '';
    if (option.format === 'date-time') {
      // No offset: a date and time on the site's clock, which the help names (the block's render.php prints it with its offset).
      return <TextControl {...common} type="datetime-local" value={text.slice(0, 16)} onChange={onChange} />;
    }
    return (
      <TextControl
        {...common}
        type={option.format === 'url' ? 'url' : 'text'}
        value={text}
        placeholder={translated(texts.defaultText)}
        onChange={onChange}
      />
    );
  }
  // Structured options (a JSON object) have no control: the block sets them itself.
  return null;
}

interface OptionControlsProps {
  /** The block (its widget's options, its own words for them, the options its structure fixes). */
  readonly block: BlockDefinition;
  readonly attributes: Attributes;
  setAttributes(next: Attributes): void;
  /** Options the block gives a control of its own to. */
  readonly except?: readonly string[];
}

/** Every option of the block's widget but those its structure fixes, as inspector controls (put them in a PanelBody). */
export function OptionControls({ block, attributes, setAttributes, except = [] }: OptionControlsProps) {
  const left = [...except, ...(block.structuralOptions ?? [])];
  return (
    <>
      {optionsOf(block.widget ?? '')
        .filter((option) => !left.includes(option.name))
        .map((option) => (
          <OptionControl
            key={option.name}
            option={option}
            texts={shownTexts(option, block.editorTexts?.[option.name])}
            value={attributes[option.name]}
            onChange={(value) => setAttributes({ [option.name]: value })}
          />
        ))}
    </>
  );
}
