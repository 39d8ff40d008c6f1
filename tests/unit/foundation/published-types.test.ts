import { describe, expectTypeOf, it } from 'vitest';
import type * as Published from '../../../types';
import type { IslandsApi } from '../../../src/app/api';
import type { IslandsState } from '../../../src/core/store/store';
import type { PageSettings } from '../../../src/core/settings/page-settings';
import type { WidgetDefinition, WidgetProps, WidgetSetupContext } from '../../../mount/types';
import type { ContactFormEventDetail, ContactFormEventName, StatusChangedDetail } from '../../../widgets/contact-form/events';
import type { PromoPopupSettings } from '../../../widgets/popups/settings';

/**
 * The published types (types/index.d.ts, hand-written; types/settings.d.ts, written by `npm run
 * schema`: README, "Write your own widget") say what the bundle does: each is checked against the
 * bundle's own type, both ways where both are meant to be the same. `tsc -p .` fails here when one of
 * them changes alone (these assertions are types; the test itself only runs them).
 */
interface Options {
  readonly columns: number;
}

describe('the published types are the bundle’s own', () => {
  it('the API: what the bundle exposes is what the types promise, and what they let themes register it accepts', () => {
    expectTypeOf<IslandsApi>().toExtend<Published.CMSIslandsApi>();
    expectTypeOf<Published.WidgetDefinition<Options>>().toExtend<WidgetDefinition<Options>>();
    expectTypeOf<Published.WidgetProps<Options>>().toEqualTypeOf<WidgetProps<Options>>();
    expectTypeOf<WidgetSetupContext<Options>>().toExtend<Published.WidgetSetupContext<Options>>();
  });

  it('the store’s state and the shared settings, both ways', () => {
    expectTypeOf<IslandsState>().toExtend<Published.IslandsState>();
    expectTypeOf<Published.IslandsState>().toExtend<IslandsState>();
    expectTypeOf<PageSettings>().toExtend<Published.SharedSettings>();
    expectTypeOf<Published.SharedSettings>().toExtend<PageSettings>();
    expectTypeOf<keyof Published.PageSettingsBySection['promo-popup']>().toEqualTypeOf<keyof PromoPopupSettings>();
  });

  it('the contact form’s events: their names and details, both ways', () => {
    expectTypeOf<Published.ContactFormEventName>().toEqualTypeOf<ContactFormEventName>();
    expectTypeOf<Published.ContactFormEventDetail>().toEqualTypeOf<ContactFormEventDetail>();
    expectTypeOf<Published.ContactFormStatusChangedDetail>().toEqualTypeOf<StatusChangedDetail>();
  });
});
