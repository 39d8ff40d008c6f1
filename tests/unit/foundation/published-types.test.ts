import { describe, expectTypeOf, it } from 'vitest';
import type * as Published from '../../../types';
import type { IslandsApi } from '../../../src/api';
import type { ReportedFailure } from '../../../core/log';
import type { IslandsState, ScrollDirection } from '../../../core/store/store';
import type { ViewportName } from '../../../core/store/viewport';
import type { PageSettings } from '../../../core/settings/page-settings';
import type { IntentSources, MountStrategy, OpenerRelation, WidgetDefinition, WidgetProps, WidgetSetupContext } from '../../../mount/types';
import type { MASONRY_MARKUP } from '../../../widgets/masonry/markup';
import type { ContactFormEventDetail, ContactFormEventName, StatusChangedDetail } from '../../../widgets/contact-form/controller/events';
import type { PromoPopupSettings } from '../../../widgets/popups/settings';

/**
 * The published types (types/index.d.ts, hand-written; types/settings.d.ts, written by `prepack`:
 * README, "Write your own widget") say what the bundle does: each is checked against the bundle's own
 * type both ways, so a member or a choice the bundle adds is missing from them until they say it too,
 * and they promise nothing the bundle does not read. These assertions are types: the type check of
 * this file fails when one of them changes alone. It runs in tests/wordpress/00-packages.test.ts,
 * on a clean checkout once packed (where prepack has written types/settings.d.ts, which git never
 * holds); the repository's `tsc -p .` leaves this file out.
 */
interface Options {
  readonly columns: number;
}

/**
 * Members of the bundle's widget definition that only its own families use, never published: the
 * switch of a WordPress block upgrade (applied when the app is built), the vendor files of its own
 * build, the loader of a family's file of its own, and what the main bundle shows until that file
 * has come (its premount: a theme's widget has no file to wait for) (mount/types.ts).
 */
type BundleOnlyMembers = 'selectorSetting' | 'vendors' | 'load' | 'premount';
type PublicDefinition = Omit<WidgetDefinition<Options>, BundleOnlyMembers>;
/** The members a plain and a React widget share (each has one of `setup` and `component`). */
type SharedMembers = Exclude<keyof PublicDefinition, 'setup' | 'component'>;

describe('the published types are the bundle’s own', () => {
  it('the API: what the bundle exposes is what the types promise, and what they let themes register it accepts', () => {
    expectTypeOf<IslandsApi>().toExtend<Published.CMSIslandsApi>();
    expectTypeOf<keyof Published.CMSIslandsApi>().toEqualTypeOf<keyof IslandsApi>();
    expectTypeOf<Published.WidgetDefinition<Options>>().toExtend<WidgetDefinition<Options>>();
    expectTypeOf<Published.WidgetProps<Options>>().toEqualTypeOf<WidgetProps<Options>>();
    expectTypeOf<WidgetSetupContext<Options>>().toExtend<Published.WidgetSetupContext<Options>>();
    expectTypeOf<keyof Published.WidgetSetupContext<Options>>().toEqualTypeOf<keyof WidgetSetupContext<Options>>();
  });

  it('a widget definition, both ways: every member a theme may give (the bundle’s own left out), with the same strategies and signs of intent', () => {
    expectTypeOf<Published.MountStrategy>().toEqualTypeOf<MountStrategy>();
    expectTypeOf<Published.OpenerRelation>().toEqualTypeOf<OpenerRelation>();
    expectTypeOf<Published.IntentSources>().toEqualTypeOf<IntentSources>();
    expectTypeOf<keyof Published.SetupWidget<Options>>().toEqualTypeOf<keyof PublicDefinition>();
    expectTypeOf<keyof Published.ComponentWidget<Options>>().toEqualTypeOf<keyof PublicDefinition>();
    expectTypeOf<Pick<Published.SetupWidget<Options>, SharedMembers>>().toEqualTypeOf<Pick<PublicDefinition, SharedMembers>>();
    expectTypeOf<Pick<Published.ComponentWidget<Options>, SharedMembers>>().toEqualTypeOf<Pick<PublicDefinition, SharedMembers>>();
    expectTypeOf<Published.ComponentWidget<Options>['component']>().toEqualTypeOf<NonNullable<PublicDefinition['component']>>();
    // The setup's context is the published store reader, which the bundle's store is (the API's test above).
    expectTypeOf<NonNullable<PublicDefinition['setup']>>().toExtend<Published.SetupWidget<Options>['setup']>();
  });

  it('a reported failure, both ways', () => {
    expectTypeOf<ReportedFailure>().toEqualTypeOf<Published.ReportedFailure>();
  });

  it('the store’s state and the shared settings, both ways', () => {
    expectTypeOf<IslandsState>().toExtend<Published.IslandsState>();
    expectTypeOf<Published.IslandsState>().toExtend<IslandsState>();
    expectTypeOf<PageSettings>().toExtend<Published.SharedSettings>();
    expectTypeOf<Published.SharedSettings>().toExtend<PageSettings>();
    expectTypeOf<keyof Published.PageSettingsBySection['promo-popup']>().toEqualTypeOf<keyof PromoPopupSettings>();
    expectTypeOf<Published.ViewportName>().toEqualTypeOf<ViewportName>();
    expectTypeOf<Published.ScrollDirection>().toEqualTypeOf<ScrollDirection>();
  });

  it('the masonry grid’s events: the names it hears', () => {
    type PublishedGridEvents = Extract<keyof GlobalEventHandlersEventMap, `islands:${string}`>;
    expectTypeOf<PublishedGridEvents>().toEqualTypeOf<(typeof MASONRY_MARKUP.events)[keyof typeof MASONRY_MARKUP.events]>();
  });

  it('the contact form’s events: their names and details, both ways', () => {
    expectTypeOf<Published.ContactFormEventName>().toEqualTypeOf<ContactFormEventName>();
    expectTypeOf<Published.ContactFormEventDetail>().toEqualTypeOf<ContactFormEventDetail>();
    expectTypeOf<Published.ContactFormStatusChangedDetail>().toEqualTypeOf<StatusChangedDetail>();
  });
});
