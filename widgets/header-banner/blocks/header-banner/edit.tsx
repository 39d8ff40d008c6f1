import { InnerBlocks, InspectorControls, useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import apiFetch from '@wordpress/api-fetch';
import { Button, PanelBody, TextControl, ToggleControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { blockName } from '../../../../blocks/definition';
import type { BlockEditor } from '../../../../blocks/editor/block-editor';
import { useIsPreview } from '../../../../blocks/editor/is-preview';
import { block } from './block';

interface HeaderBannerAttributes extends Record<string, unknown> {
  label: string;
}

/** The banner's switch, one for the whole site (widgets/header-banner/README.md, its page settings), as the plugin's route gives it. */
interface BannerSwitch {
  readonly enabled: boolean;
  /** Whether this user may change the plugin's settings. */
  readonly canSwitch: boolean;
}

/** The header banner family's route (widgets/header-banner/wordpress/header-banner.php). */
const SWITCH_PATH = '/cms-islands/v1/header-banner';

const TEMPLATE = [['core/paragraph', { placeholder: __('Free shipping over 50 €.', 'cms-islands') }]] as const;

/**
 * The switch as the site has it, and a way to change it (undefined while it is read). Not read for a
 * preview (the inserter's, a pattern's): nothing can be switched there, so the preview shows no note of it.
 */
function useBannerSwitch(): [BannerSwitch | undefined, (enabled: boolean) => void] {
  const [state, setState] = useState<BannerSwitch | undefined>(undefined);
  const isPreview = useIsPreview();
  useEffect(() => {
    if (isPreview) return undefined;
    let current = true;
    apiFetch<BannerSwitch>({ path: SWITCH_PATH })
      .then((read) => {
        if (current) setState(read);
      })
      // Not readable (an older plugin, no rights): the block says nothing of it rather than something wrong.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [isPreview]);
  const change = (enabled: boolean) => {
    void apiFetch<BannerSwitch>({ path: SWITCH_PATH, method: 'POST', data: { enabled } }).then(setState);
  };
  return [state, change];
}

function HeaderBannerEdit({ attributes, setAttributes }: BlockEditProps<HeaderBannerAttributes>) {
  const props = useInnerBlocksProps(useBlockProps(), { template: TEMPLATE });
  const [bannerSwitch, switchBanner] = useBannerSwitch();
  return (
    <>
      <InspectorControls>
        <PanelBody title={__('Header banner', 'cms-islands')}>
          {bannerSwitch ? (
            <ToggleControl
              label={__('Show on the site', 'cms-islands')}
              help={
                bannerSwitch.canSwitch
                  ? __(
                      'One banner for the whole site: this switches it on or off everywhere, as Settings → CMS Islands does.',
                      'cms-islands',
                    )
                  : __('One banner for the whole site: an administrator switches it on under Settings → CMS Islands.', 'cms-islands')
              }
              checked={bannerSwitch.enabled}
              disabled={!bannerSwitch.canSwitch}
              onChange={switchBanner}
              __nextHasNoMarginBottom
            />
          ) : null}
          <TextControl
            label={__('Name', 'cms-islands')}
            help={__('What screen readers call the banner’s region.', 'cms-islands')}
            value={attributes.label}
            onChange={(label) => setAttributes({ label })}
            __nextHasNoMarginBottom
            __next40pxDefaultSize
          />
        </PanelBody>
      </InspectorControls>
      <div {...props}>
        {props.children}
        {/* The editor names the block itself: the region's name visitors' screen readers hear is said here. */}
        <p className="cms-islands-editor-summary">
          {/* translators: %s: the name of the banner's region. */}
          {sprintf(__('Region named “%s”', 'cms-islands'), attributes.label)}
        </p>
        {/* Off, the site prints nothing of the banner: said on the banner itself, with the switch at hand. */}
        {bannerSwitch && !bannerSwitch.enabled ? (
          <div className="cms-islands-header-banner-off" role="note">
            <span>{__('Visitors do not see this banner yet: it is switched off for the whole site.', 'cms-islands')}</span>
            {bannerSwitch.canSwitch ? (
              <Button variant="secondary" onClick={() => switchBanner(true)}>
                {__('Show it on the site', 'cms-islands')}
              </Button>
            ) : (
              <span>{__('An administrator can switch it on under Settings → CMS Islands.', 'cms-islands')}</span>
            )}
          </div>
        ) : null}
      </div>
    </>
  );
}

export const editor: BlockEditor = {
  name: blockName(block.slug),
  settings: { edit: HeaderBannerEdit, save: () => <InnerBlocks.Content /> },
};
