import { describedSettings, type FamilySchemas } from '../../core/settings/field-texts';
import { WORDPRESS_BLOCKS_SECTION, WORDPRESS_BLOCKS_SETTINGS_SCHEMA, WORDPRESS_BLOCKS_SETTINGS_TEXTS } from './settings';

/** The switches of the upgrades of WordPress's own blocks, described (README, "Options and settings: one source"); build time only. */
export const schemas: FamilySchemas = {
  settings: {
    [WORDPRESS_BLOCKS_SECTION]: describedSettings(
      "WordPress's own blocks",
      WORDPRESS_BLOCKS_SETTINGS_SCHEMA,
      WORDPRESS_BLOCKS_SETTINGS_TEXTS,
    ),
  },
};
